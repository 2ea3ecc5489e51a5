// Owns the shop's `localization` as the Storefront API answers it: one country (Canada, in CAD) and two languages, French first.

/** The LanguageCodes the shop publishes, the primary first (https://shopify.dev/docs/api/storefront/latest/queries/localization). */
export const SHOP_LANGUAGES = ['FR', 'EN'] as const;

type ShopLanguage = (typeof SHOP_LANGUAGES)[number];

/** Language.name is the language's name in the active language; endonymName in the language itself (mid-sentence capitals). */
const LANGUAGE_NAMES: Record<ShopLanguage, { endonymName: string; name: Record<ShopLanguage, string> }> = {
  FR: { endonymName: 'français', name: { FR: 'français', EN: 'French' } },
  EN: { endonymName: 'English', name: { FR: 'anglais', EN: 'English' } },
};

const COUNTRY_NAMES: Record<ShopLanguage, string> = { FR: 'Canada', EN: 'Canada' };
const CURRENCY_NAMES: Record<ShopLanguage, string> = { FR: 'dollar canadien', EN: 'Canadian Dollar' };

/** The active language: the one `@inContext(language:)` asks for when the shop publishes it, otherwise the primary, as on Shopify. */
export function activeLanguage(asked: string | undefined): ShopLanguage {
  return (SHOP_LANGUAGES as readonly string[]).includes(asked ?? '') ? (asked as ShopLanguage) : 'FR';
}

function language(isoCode: ShopLanguage, active: ShopLanguage) {
  return { isoCode, endonymName: LANGUAGE_NAMES[isoCode].endonymName, name: LANGUAGE_NAMES[isoCode].name[active] };
}

/** The `Localization` object: Canada is the only country (the shop ships within Canada), so every list holds it alone. */
export function localization(asked: string | undefined) {
  const active = activeLanguage(asked);
  const languages = SHOP_LANGUAGES.map((code) => language(code, active));
  const market = {
    id: 'gid://shopify/Market/1',
    handle: 'ca',
    metafield: null,
    metafields: (args: { identifiers: unknown[] }) => args.identifiers.map(() => null),
  };
  const canada = {
    isoCode: 'CA',
    name: COUNTRY_NAMES[active],
    currency: { isoCode: 'CAD', name: CURRENCY_NAMES[active], symbol: '$' },
    unitSystem: 'METRIC_SYSTEM',
    availableLanguages: languages,
    defaultLanguage: language('FR', active),
    market,
  };
  return {
    availableCountries: [canada],
    availableLanguages: languages,
    country: canada,
    language: language(active, active),
    market,
  };
}
