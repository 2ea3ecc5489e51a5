// Owns the check that splitting the catalogue's messages per page lost nothing: every key a source file uses resolves, in French
// and English, from the shared messages (src/i18n.ts) plus those of its feature folder, which its page modules add when evaluated
// (a component in a feature folder is rendered by that folder's pages only); no two message files give one key two texts.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COLLECTION_SLUGS, LOCALES } from '@storefront/contracts';
import { addMessages, createI18n, type Messages } from '@storefront/i18n';
import { NS, sharedMessages } from './i18n';
import { CALLS_TO_ACTION, SERVICES, SLIDES } from './features/home/home';
import { LIGHT_COLOURS } from './features/collection/modelView';
import { homeMessages } from './features/home/messages';
import { collectionMessages } from './features/collection/messages';
import { serviceMessages } from './features/service/messages';
import { promotionsMessages } from './features/promotions/messages';
import { videosMessages } from './features/videos/messages';
import { customerAreaMessages } from './features/customer-area/messages';
import { legalMessages } from './features/legal/messages';

type PageMessages = { fr: Messages; en: Messages };

/** Each feature folder's messages, by folder name. */
const FEATURE_MESSAGES: Record<string, PageMessages> = {
  home: homeMessages,
  collection: collectionMessages,
  service: serviceMessages,
  promotions: promotionsMessages,
  videos: videosMessages,
  'customer-area': customerAreaMessages,
  legal: legalMessages,
};

const MESSAGE_FILES: Record<string, PageMessages> = {
  'i18n.ts': sharedMessages,
  ...Object.fromEntries(Object.entries(FEATURE_MESSAGES).map(([folder, messages]) => [`features/${folder}/messages.ts`, messages])),
};

/** A key built in the source (`t(\`home.slides.${slide.key}.title\`)`, written here with * for the built part) and every key it can be. */
const built = (pattern: string, parts: readonly string[]) => [pattern, parts.map((part) => pattern.replace('*', part))] as const;
const BUILT_KEYS: Record<string, string[]> = Object.fromEntries([
  built(
    'home.slides.*.title',
    SLIDES.map((slide) => slide.key),
  ),
  built(
    'home.slides.*.text',
    SLIDES.map((slide) => slide.key),
  ),
  built(
    'home.slides.*.cta',
    SLIDES.map((slide) => slide.key),
  ),
  built(
    'home.services.*',
    SERVICES.map((service) => service.key),
  ),
  built(
    'home.*.title',
    CALLS_TO_ACTION.map((cta) => cta.key),
  ),
  built(
    'home.*.text',
    CALLS_TO_ACTION.map((cta) => cta.key),
  ),
  built(
    'home.*.cta',
    CALLS_TO_ACTION.map((cta) => cta.key),
  ),
  built('collections.*', COLLECTION_SLUGS),
  built('collectionLead.*', COLLECTION_SLUGS),
  // The spa icons named by a text (the series, persons and jets icons show values).
  built('model.*', ['led', 'rmax', 'audio', 'touch2']),
  built('model.specNames.*', ['dimensions', 'waterCapacity', 'dryWeight', 'pumps', 'lounge']),
  built('configurator.title.*', ['pool', 'spa']),
  built('configurator.taxes.*', ['GST', 'QST']),
  built(
    'model.lightColours.*',
    LIGHT_COLOURS.map((colour) => colour.id),
  ),
  built('service.*.title', ['openingClosing', 'linerChange', 'maintenance', 'inspection', 'waterAnalysis']),
  built('service.*.text', ['openingClosing', 'linerChange', 'maintenance', 'inspection', 'waterAnalysis']),
  built('service.packages.card.*', ['opening', 'closing', 'combo', 'combo2Years']),
]);

const SOURCES = (readdirSync(new URL('.', import.meta.url), { recursive: true }) as string[])
  .map((path) => path.replaceAll('\\', '/'))
  .filter((path) => /\.tsx?$/.test(path) && !path.endsWith('.test.ts'))
  .map((path) => ({ path, text: readFileSync(new URL(path, import.meta.url), 'utf8') }));

/** The keys a source file passes to t(): literals as they are, built ones as their pattern. */
function usedKeys(text: string) {
  const literal = [...text.matchAll(/\bt\(\s*(['"])(.+?)\1/g)].flatMap((match) => match[2] ?? []);
  const templates = [...text.matchAll(/\bt\(\s*`([^`]*)`/g)].flatMap((match) => match[1]?.replace(/\$\{[^}]*\}/g, '*') ?? []);
  return { literal, patterns: templates.filter((key) => key.includes('*')), plain: templates.filter((key) => !key.includes('*')) };
}

/** A fresh instance with the shared messages and the given ones, on copies: i18next merges added messages into the objects it was given. */
function instanceWith(...messages: PageMessages[]) {
  const instance = createI18n(NS, structuredClone(sharedMessages));
  for (const page of messages) addMessages(instance, NS, structuredClone(page));
  return instance;
}

/** Leaf keys of a messages object with their values (a list, like the regions served, is one leaf). */
function leaves(messages: unknown, prefix = ''): [string, unknown][] {
  if (typeof messages !== 'object' || messages === null || Array.isArray(messages)) return [[prefix, messages]];
  return Object.entries(messages).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key));
}

describe('catalogue messages split per page', () => {
  it('finds the keys the pages use', () => {
    const count = SOURCES.reduce((total, { text }) => total + usedKeys(text).literal.length, 0);
    expect(count).toBeGreaterThan(100);
  });

  it('lists every key the source builds', () => {
    const patterns = new Set(SOURCES.flatMap(({ text }) => usedKeys(text).patterns));
    expect([...patterns].sort()).toEqual(Object.keys(BUILT_KEYS).sort());
  });

  it('resolves every key in French and English from the shared messages and those of its feature folder', () => {
    const missing: string[] = [];
    for (const { path, text } of SOURCES) {
      const { literal, patterns, plain } = usedKeys(text);
      const keys = [...literal, ...plain, ...patterns.flatMap((pattern) => BUILT_KEYS[pattern] ?? [])];
      if (keys.length === 0) continue;
      const folder = /^features\/([^/]+)\//.exec(path)?.[1];
      const instance = instanceWith(...(folder && FEATURE_MESSAGES[folder] ? [FEATURE_MESSAGES[folder]] : []));
      for (const locale of LOCALES) {
        const t = instance.getFixedT(locale, NS);
        for (const key of keys) {
          const value: unknown = t(key, { returnObjects: true });
          const shown = Array.isArray(value) ? value.length > 0 : typeof value === 'string' && value !== '' && value !== key;
          if (!shown) missing.push(`${path}: ${key} (${locale})`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('has every page module add its folder messages when it is evaluated', () => {
    const routes = readFileSync(new URL('./routes.ts', import.meta.url), 'utf8');
    const pages = [...routes.matchAll(/import\('\.\/(features\/[^']+)'\)/g)].map((match) => `${match[1]}.tsx`);
    expect(pages.length).toBeGreaterThanOrEqual(9);
    for (const page of pages) {
      const text = SOURCES.find(({ path }) => path === page)?.text ?? '';
      const name = /^import \{ (\w+) \} from '\.\/messages';$/m.exec(text)?.[1];
      expect(name, page).toBeDefined();
      expect(text, page).toMatch(new RegExp(`^addCatalogueMessages\\(${name}\\);$`, 'm'));
    }
  });

  it('gives no key two texts across message files', () => {
    const conflicts: string[] = [];
    for (const locale of LOCALES) {
      const seen = new Map<string, { file: string; value: unknown }>();
      for (const [file, messages] of Object.entries(MESSAGE_FILES)) {
        for (const [key, value] of leaves(messages[locale])) {
          const before = seen.get(key);
          if (before && before.file !== file && JSON.stringify(before.value) !== JSON.stringify(value))
            conflicts.push(`${key} (${locale}): ${before.file} and ${file}`);
          seen.set(key, { file, value });
        }
      }
      // A text in one file must not be a group of texts in another: merging would lose one of them.
      for (const key of seen.keys()) {
        for (const other of seen.keys()) if (other.startsWith(`${key}.`)) conflicts.push(`${key} (${locale}): a text and a group`);
      }
    }
    expect(conflicts).toEqual([]);
  });
});
