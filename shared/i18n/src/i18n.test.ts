import { describe, expect, it } from 'vitest';
import { addMessages, createI18n } from './instance';
import fc from 'fast-check';
import { formatLabel, formatMoney, formatPercent } from './format';

describe('createI18n', () => {
  const i18n = createI18n('demo', {
    fr: { title: 'Achat en ligne', subtitle: 'Les essentiels de saison' },
    en: { title: 'Online shopping', subtitle: '' },
  });

  it('translates in the locale asked for', () => {
    expect(i18n.getFixedT('fr', 'demo')('title')).toBe('Achat en ligne');
    expect(i18n.getFixedT('en', 'demo')('title')).toBe('Online shopping');
  });

  it('falls back to French where the English value is empty', () => {
    expect(i18n.getFixedT('en', 'demo')('subtitle')).toBe('Les essentiels de saison');
  });

  it('reaches the common namespace', () => {
    expect(i18n.getFixedT('fr', 'demo')('remoteUnavailable.retry')).toBe('Réessayer');
  });

  it('keeps instances apart', () => {
    const other = createI18n('other', { fr: { title: 'Autre' }, en: { title: 'Other' } });
    expect(other.getFixedT('fr', 'other')('title')).toBe('Autre');
    expect(i18n.getFixedT('fr', 'demo')('title')).toBe('Achat en ligne');
  });
});

describe('addMessages', () => {
  it("adds a page's messages to the namespace without dropping what was there, in both locales", () => {
    const i18n = createI18n('pages', { fr: { shared: 'Commun' }, en: { shared: 'Shared' } });
    expect(i18n.getFixedT('fr', 'pages')('home.title')).toBe('home.title');
    addMessages(i18n, 'pages', { fr: { home: { title: 'Accueil', lead: 'Bienvenue' } }, en: { home: { title: 'Home', lead: '' } } });
    addMessages(i18n, 'pages', { fr: { home: { extra: 'En plus' } }, en: { home: { extra: 'More' } } });
    expect(i18n.getFixedT('fr', 'pages')('home.title')).toBe('Accueil');
    expect(i18n.getFixedT('en', 'pages')('home.title')).toBe('Home');
    expect(i18n.getFixedT('en', 'pages')('home.lead')).toBe('Bienvenue');
    expect(i18n.getFixedT('en', 'pages')('home.extra')).toBe('More');
    expect(i18n.getFixedT('fr', 'pages')('shared')).toBe('Commun');
  });

  it("leaves the callers' message objects as they were written", () => {
    const shared = { fr: { shared: 'Commun' }, en: { shared: 'Shared' } };
    const page = { fr: { home: { title: 'Accueil' } }, en: { home: { title: 'Home' } } };
    const i18n = createI18n('copies', shared);
    addMessages(i18n, 'copies', page);
    addMessages(i18n, 'copies', { fr: { home: { title: 'Autre' } }, en: { home: { title: 'Other' } } });
    expect(shared).toEqual({ fr: { shared: 'Commun' }, en: { shared: 'Shared' } });
    expect(page).toEqual({ fr: { home: { title: 'Accueil' } }, en: { home: { title: 'Home' } } });
  });
});

describe('formatMoney', () => {
  it('formats Canadian dollars in French and English', () => {
    expect(formatMoney(1234.5, 'CAD', 'fr').replace(/\s/g, ' ')).toBe('1 234,50 $');
    expect(formatMoney(1234.5, 'CAD', 'en')).toBe('$1,234.50');
  });
  it('uses the currency code supplied', () => {
    expect(formatMoney(10, 'USD', 'en')).toBe('US$10.00');
  });

  // The written-out Canadian formats must be exactly what ICU writes: compared on every kind of amount.
  const intl = (amount: number, locale: 'fr' | 'en') =>
    new Intl.NumberFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', { style: 'currency', currency: 'CAD' }).format(amount);
  it.each(['fr', 'en'] as const)('writes Canadian dollars exactly as Intl does (%s)', (locale) => {
    for (const amount of [
      0,
      -0,
      0.005,
      0.015,
      1.005,
      19.995,
      -19.995,
      4299,
      -20,
      999.999,
      1000,
      1234567.891,
      -0.001,
      1e-7,
      5e-324,
      1e21,
      123456789012345680000,
      NaN,
      Infinity,
      -Infinity,
    ]) {
      expect(formatMoney(amount, 'CAD', locale), String(amount)).toBe(intl(amount, locale));
    }
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: -1e9, max: 1e9 }).map((cents) => cents / 100),
          fc.double({ min: -1e12, max: 1e12, noNaN: true }),
          fc.integer({ min: -1e7, max: 1e7 }).map((m) => m / 1000),
        ),
        (amount) => {
          expect(formatMoney(amount, 'CAD', locale)).toBe(intl(amount, locale));
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('formatPercent', () => {
  it('writes "5 %" in French and "5%" in English, with up to three decimals in each language', () => {
    expect(formatPercent(5, 'fr')).toBe('5\u00a0%');
    expect(formatPercent(5, 'en')).toBe('5%');
    expect(formatPercent(9.975, 'fr')).toBe('9,975\u00a0%');
    expect(formatPercent(9.975, 'en')).toBe('9.975%');
    expect(formatPercent(14.9751, 'en')).toBe('14.975%');
  });
  it('agrees with Intl on the number itself, written without it (edge values, rounding, grouping, signs)', () => {
    const intl = (percent: number, locale: 'fr' | 'en') =>
      new Intl.NumberFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', { maximumFractionDigits: 3 }).format(percent);
    const numberOf = (text: string, locale: 'fr' | 'en') => (locale === 'fr' ? text.replace(/\u00a0%$/, '') : text.replace(/%$/, ''));
    for (const locale of ['fr', 'en'] as const) {
      for (const percent of [
        0,
        -0,
        0.0005,
        0.0004999,
        1.0005,
        2.675,
        9.975,
        14.9751,
        99.9995,
        1234.5,
        -12.3456,
        1e-7,
        1e21,
        NaN,
        Infinity,
      ]) {
        expect(numberOf(formatPercent(percent, locale), locale), String(percent)).toBe(intl(percent, locale));
      }
      fc.assert(
        fc.property(
          fc.oneof(
            fc.integer({ min: 0, max: 100_000 }).map((n) => n / 1000),
            fc.integer({ min: -1e8, max: 1e8 }).map((n) => n / 10_000),
            fc.double({ min: -1e9, max: 1e9, noNaN: true }),
          ),
          (percent) => {
            expect(numberOf(formatPercent(percent, locale), locale)).toBe(intl(percent, locale));
          },
        ),
        { numRuns: 2000 },
      );
    }
  });
});

describe('formatLabel', () => {
  it('puts a no-break space before the colon in French only', () => {
    expect(formatLabel('Sous-total', 'fr')).toBe('Sous-total\u00a0:');
    expect(formatLabel('Subtotal', 'en')).toBe('Subtotal:');
  });
});
