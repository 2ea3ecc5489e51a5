// Checks the shop's messages split by page: with the shared ones and every page's added, each key the code asks for is there
// in French and in English, no two files give one key two texts, and each page's file is added by the page that shows it.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FACET_IDS, LOCALES } from '@storefront/contracts';
import type { Messages } from '@storefront/i18n';
import { addShopMessages, NS, sharedMessages, shopI18n } from './i18n';
import { listingMessages } from './features/listing/messages';
import { productMessages } from './features/product/messages';
import { assistantMessages } from './features/assistant/messages';
import { listsMessages } from './features/lists/messages';

const src = fileURLToPath(new URL('.', import.meta.url));

/**
 * Every file that holds shop messages, by its path under src: the instance's own, then each page's. Copied before any is
 * added, as adding merges into the objects the instance holds, which are the shared file's own.
 */
const MESSAGE_FILES: Record<string, { fr: Messages; en: Messages }> = structuredClone({
  'i18n.ts': sharedMessages,
  'features/listing/messages.ts': listingMessages,
  'features/product/messages.ts': productMessages,
  'features/assistant/messages.ts': assistantMessages,
  'features/lists/messages.ts': listsMessages,
});

/** The keys the code builds from a template, by the template as written; a new template fails the test until its keys are listed. */
const BUILT_KEYS: Record<string, string[]> = {
  'pages.${page}.title': ['pages.shop.title', 'pages.chemicals.title', 'pages.onlinePurchase.title'],
  "pages.${page === 'shopListing' ? 'shop' : page}.title": ['pages.shop.title', 'pages.chemicals.title', 'pages.onlinePurchase.title'],
  "pages.${listing.page === 'shopListing' ? 'shop' : listing.page}.description": [
    'pages.shop.description',
    'pages.chemicals.description',
    'pages.onlinePurchase.description',
  ],
  'filters.facets.${group.id}': FACET_IDS.map((id) => `filters.facets.${id}`),
  'filters.facets.${chip.facet}': FACET_IDS.map((id) => `filters.facets.${id}`),
  'assistant.uses.${use}': ['opening', 'maintenance', 'relaxation', 'cleaning', 'outdoor'].map((use) => `assistant.uses.${use}`),
};

const sources = readdirSync(src, { recursive: true, encoding: 'utf8' })
  .filter((path) => /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path))
  .map((path) => ({ path, text: readFileSync(join(src, path), 'utf8') }));

function keysAskedFor(): { literal: Set<string>; templates: Set<string> } {
  const literal = new Set<string>();
  const templates = new Set<string>();
  for (const { text } of sources) {
    for (const [, , key] of text.matchAll(/\bt\(\s*(['"])(.+?)\1/g)) literal.add(key!);
    for (const [, template] of text.matchAll(/\bt\(\s*`([^`]*)`/g)) templates.add(template!);
  }
  return { literal, templates };
}

/** Each text of a messages tree by its dotted key, and each key that holds a group. */
function flatten(messages: Messages, prefix = '', leaves = new Map<string, unknown>(), groups = new Set<string>()) {
  for (const [name, value] of Object.entries(messages)) {
    const key = prefix + name;
    if (value && typeof value === 'object') {
      groups.add(key);
      flatten(value as Messages, `${key}.`, leaves, groups);
    } else leaves.set(key, value);
  }
  return { leaves, groups };
}

describe('the shop’s messages, split by page', () => {
  it('has every key the code asks for, in French and in English', () => {
    for (const messages of Object.values(MESSAGE_FILES)) addShopMessages(structuredClone(messages));
    const { literal, templates } = keysAskedFor();
    expect(literal.size).toBeGreaterThan(50);
    expect([...templates].sort()).toEqual(Object.keys(BUILT_KEYS).sort());
    const keys = [...literal, ...Object.values(BUILT_KEYS).flat()];
    for (const locale of LOCALES) {
      const text = (key: string) => shopI18n.getResource(locale, NS, key) as unknown;
      // A key asked for with a count is found by its plural forms.
      const missing = keys.filter(
        (key) => typeof text(key) !== 'string' && (typeof text(`${key}_one`) !== 'string' || typeof text(`${key}_other`) !== 'string'),
      );
      expect(missing, locale).toEqual([]);
    }
  });

  it('gives no key two different texts, nor a text and a group, across files', () => {
    for (const locale of LOCALES) {
      const seen = new Map<string, { file: string; text: unknown }>();
      const groups = new Map<string, string>();
      const clashes: string[] = [];
      for (const [file, messages] of Object.entries(MESSAGE_FILES)) {
        const flat = flatten(messages[locale]);
        for (const [key, text] of flat.leaves) {
          const before = seen.get(key);
          if (before && before.text !== text) clashes.push(`${key}: ${before.file} and ${file}`);
          if (groups.has(key)) clashes.push(`${key}: a group in ${groups.get(key)}, a text in ${file}`);
          seen.set(key, { file, text });
        }
        for (const key of flat.groups) {
          if (seen.has(key)) clashes.push(`${key}: a text in ${seen.get(key)!.file}, a group in ${file}`);
          groups.set(key, file);
        }
      }
      expect(clashes, locale).toEqual([]);
    }
  });

  it('has each page’s messages file listed here and added by a module beside it', () => {
    const files = sources.filter(({ path }) => path.endsWith('messages.ts')).map(({ path }) => path.split('\\').join('/'));
    expect(files.sort()).toEqual(
      Object.keys(MESSAGE_FILES)
        .filter((path) => path !== 'i18n.ts')
        .sort(),
    );
    for (const file of files) {
      const name = /export const (\w+) = \{ fr, en \}/.exec(readFileSync(join(src, file), 'utf8'))?.[1];
      const adders = sources.filter(
        ({ path, text }) => dirname(path) === dirname(file) && new RegExp(`^addShopMessages\\(${name}\\);$`, 'm').test(text),
      );
      expect(adders.length, file).toBe(1);
    }
  });
});
