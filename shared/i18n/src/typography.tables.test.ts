// Checks the typography of every message table of the shell and the remotes, in French and in English (ADR 0051), and that no
// table is left out: each file that holds one is listed here. The tables are imported by their path, so that this package's
// type check stays its own.
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { i18n } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { Locale } from '@storefront/contracts';
import { typographyIssues } from './typography';

const root = fileURLToPath(new URL('../../../', import.meta.url));

type Module = Record<string, unknown>;
type Tables = Partial<Record<Locale, unknown>>;

/** A table written as { fr, en }. */
const both = (name: string) => (module: Module) => module[name] as Tables;
/** A table of one locale. */
const one = (locale: Locale, name: string) => (module: Module) => ({ [locale]: module[name] });
/** The tables an i18next instance holds in its namespace (a remote that keeps its tables inside its instance). */
const instance = (name: string, namespace: string) => (module: Module) => {
  const made = module[name] as i18n;
  return { fr: made.getResourceBundle('fr', namespace), en: made.getResourceBundle('en', namespace) };
};

/** Each file that holds visitor-facing messages, by its path from the repository's root, and how to read its tables. */
const TABLES: Record<string, (module: Module) => Tables> = {
  'shared/i18n/src/messages.ts': both('commonMessages'),
  'shared/validation/src/messages.ts': (module) => {
    const rules = module.RULE_MESSAGES as Tables;
    const labels = module.FIELD_LABELS as Tables;
    return { fr: [rules.fr, labels.fr], en: [rules.en, labels.en] };
  },
  'shared/commerce/src/payment-errors.ts': both('PAYMENT_ERROR_MESSAGES'),
  'shell/src/messages.ts': one('fr', 'shellFrench'),
  'shell/src/messages.en.ts': one('en', 'shellEnglish'),
  'shell/server/edge/messages.ts': both('tooManyRequestsMessages'),
  'mfe-catalogue/src/i18n.ts': both('sharedMessages'),
  'mfe-catalogue/src/features/collection/messages.ts': both('collectionMessages'),
  'mfe-catalogue/src/features/customer-area/messages.ts': both('customerAreaMessages'),
  'mfe-catalogue/src/features/home/messages.ts': both('homeMessages'),
  'mfe-catalogue/src/features/legal/messages.ts': both('legalMessages'),
  'mfe-catalogue/src/features/promotions/messages.ts': both('promotionsMessages'),
  'mfe-catalogue/src/features/service/messages.ts': both('serviceMessages'),
  'mfe-catalogue/src/features/videos/messages.ts': both('videosMessages'),
  'mfe-shop/src/i18n.ts': both('sharedMessages'),
  'mfe-shop/src/features/assistant/messages.ts': both('assistantMessages'),
  'mfe-shop/src/features/listing/messages.ts': both('listingMessages'),
  'mfe-shop/src/features/lists/messages.ts': both('listsMessages'),
  'mfe-shop/src/features/product/messages.ts': both('productMessages'),
  'mfe-checkout/src/i18n.ts': instance('checkoutI18n', 'checkout'),
  'mfe-forms/src/i18n.ts': instance('formsI18n', 'forms'),
  'mfe-forms/src/features/booking/messages.ts': both('BOOKING_MESSAGES'),
  'mfe-forms/src/features/store-visit/messages.ts': both('STORE_VISIT_MESSAGES'),
  'mfe-water/src/features/analysis/messages.ts': one('fr', 'analysisFrench'),
  'mfe-water/src/features/analysis/messages.en.ts': one('en', 'analysisEnglish'),
};

/** Every file named like a message table (messages*.ts, a remote's i18n.ts) in the shell, the remotes and the shared packages. */
function messageFiles(): string[] {
  const dirs = [
    'shell/src',
    'shell/server',
    ...readdirSync(root)
      .filter((dir) => dir.startsWith('mfe-'))
      .map((dir) => `${dir}/src`),
  ];
  dirs.push(...readdirSync(join(root, 'shared')).map((dir) => `shared/${dir}/src`));
  return dirs.flatMap((dir) =>
    readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
      .filter((path) => /(?:^|\/)(?:messages(?:\.[a-z]{2})?|i18n)\.ts$/.test(path))
      .map((path) => relative(root, join(root, dir, path))),
  );
}

describe('typography of the message tables', () => {
  it('lists every file that holds a message table', () => {
    const known = Object.keys(TABLES);
    // The i18next factories are not tables; a remote's i18n.ts that only loads its pages' tables holds none of its own.
    const unlisted = messageFiles().filter(
      (path) => !known.includes(path) && !/^(?:shared\/i18n|shell|mfe-water)\/src\/i18n\.ts$/.test(path),
    );
    expect(unlisted).toEqual([]);
  });

  for (const [path, read] of Object.entries(TABLES)) {
    it(`${path} follows the rules in French and English`, async () => {
      const module = (await import(/* @vite-ignore */ join(root, path))) as Module;
      const tables = read(module);
      const issues = (['fr', 'en'] as const).flatMap((locale) =>
        tables[locale] === undefined
          ? []
          : typographyIssues(tables[locale], locale).map((issue) => `${locale} ${issue.rule} ${issue.key}: ${issue.text}`),
      );
      expect(issues).toEqual([]);
    });
  }
});
