// Owns the typography rules every message table follows (ADR 0051): French spacing and quotes, the ellipsis, Mo and pH, lower-case
// parentheticals, no English left in a French table; and the spec's quoted texts, kept word for word even where they break one.
import type { Locale } from '@storefront/contracts';

/** The space the tables write before « : ; ! ? » and inside « » (the one Intl's fr-CA money and numbers use as well). */
export const NO_BREAK_SPACE = '\u00a0';
const NARROW_NO_BREAK_SPACE = '\u202f';

export type TypographyRule =
  | 'space-before-punctuation'
  | 'guillemet-spacing'
  | 'straight-quotes'
  | 'three-dots'
  | 'megabyte'
  | 'ph'
  | 'capitalized-parenthetical'
  | 'english-in-french';

export interface TypographyIssue {
  rule: TypographyRule;
  /** The dotted key of the text in its table. */
  key: string;
  text: string;
}

const isNoBreak = (char: string | undefined) => char === NO_BREAK_SPACE || char === NARROW_NO_BREAK_SPACE;
/** What may follow a punctuation mark that ends a clause: a space, the end, or closing punctuation. */
const ENDS_CLAUSE = /^(?:$|[\s\u00a0\u202f»)\]’,.!?;:])/u;

/** French wants a no-break space before « : ; ! ? » where they end a clause (not in 14:00, https:// or ?e=). */
function missesSpaceBeforePunctuation(text: string): boolean {
  for (let i = 1; i < text.length; i++) {
    if (!':;!?'.includes(text[i]!) || !ENDS_CLAUSE.test(text.slice(i + 1))) continue;
    const before = text[i - 1]!;
    // "?!" or "!!": the space goes before the first only.
    if ('!?'.includes(before)) continue;
    if (!isNoBreak(before)) return true;
  }
  return false;
}

const guillemetsUnspaced = (text: string) => /«(?![\u00a0\u202f])|(?<![\u00a0\u202f])»/u.test(text);

/** Written in French, they are « »; straight or English curly quotes are not. */
const straightQuotes = (text: string) => /["“”]/u.test(text);

/** Mo for mégaoctet in French (a number, a space, Mo), MB in English. */
function misnamesMegabyte(text: string, locale: Locale): boolean {
  if (locale === 'fr') return /\d[\s\u00a0\u202f]*(?:mo|MO|mB|MB|Mb|mb)\b/u.test(text) || /\dMo\b/u.test(text);
  return /\d\s*(?:mb|Mb|mB)\b/u.test(text);
}

const misspellsPh = (text: string) => [...text.matchAll(/\bph\b/giu)].some(([found]) => found !== 'pH');

/** Single words a parenthesis may hold with their capital: names, not an annotation such as « (facultatif) ». */
const PROPER_NOUNS = new Set(['Québec', 'Quebec', 'Canada', 'Ontario', 'Montréal', 'Laval', 'Interac', 'Visa', 'Mastercard', 'PayPal']);

function capitalizesParenthetical(text: string): boolean {
  return [...text.matchAll(/\((\p{Lu}\p{Ll}+)\)/gu)].some(([, word]) => !PROPER_NOUNS.has(word!));
}

/** Words of English that French never uses; two of them in a French text mean it was left untranslated. */
const ENGLISH_WORDS = new Set([
  'the',
  'and',
  'your',
  'you',
  'with',
  'please',
  'this',
  'that',
  'are',
  'choose',
  'click',
  'here',
  'selected',
  'view',
  'cart',
  'added',
  'items',
  'item',
  'files',
  'from',
]);

function readsEnglish(text: string): boolean {
  const words = new Set(text.toLowerCase().match(/\p{L}+/gu) ?? []);
  return [...words].filter((word) => ENGLISH_WORDS.has(word)).length >= 2;
}

/** The rules one text breaks in its locale's table. */
export function typographyRulesBroken(text: string, locale: Locale): TypographyRule[] {
  const broken: TypographyRule[] = [];
  if (locale === 'fr') {
    if (missesSpaceBeforePunctuation(text)) broken.push('space-before-punctuation');
    if (guillemetsUnspaced(text)) broken.push('guillemet-spacing');
    if (straightQuotes(text)) broken.push('straight-quotes');
  }
  if (text.includes('...')) broken.push('three-dots');
  if (misnamesMegabyte(text, locale)) broken.push('megabyte');
  if (misspellsPh(text)) broken.push('ph');
  if (capitalizesParenthetical(text)) broken.push('capitalized-parenthetical');
  if (locale === 'fr' && readsEnglish(text)) broken.push('english-in-french');
  return broken;
}

/**
 * The texts the spec quotes, kept word for word wherever a table shows them (the spec's wording is a requirement), with the
 * section that quotes each: a rule they break is the spec's choice, not a slip.
 */
export const SPEC_QUOTED_TEXTS: readonly { text: string; section: string }[] = [
  { text: 'La limite de poids de fichier joint est dépassé. Maximum 23 mo.', section: '§5' },
  { text: 'Mon Panier', section: '§2' },
  { text: 'Précisez la ville.', section: '§5' },
  // The customer experience page's title, as §1 words it (its « Faîtes » and its ordinary space included).
  { text: 'Faîtes-nous part de votre expérience !', section: '§1' },
];

/** Every text of a message table (nested objects, arrays of texts) that breaks a rule, but the spec's quoted texts. */
export function typographyIssues(
  messages: unknown,
  locale: Locale,
  kept: ReadonlySet<string> = new Set(SPEC_QUOTED_TEXTS.map(({ text }) => text)),
): TypographyIssue[] {
  const issues: TypographyIssue[] = [];
  const walk = (value: unknown, key: string) => {
    if (typeof value === 'string') {
      if (kept.has(value)) return;
      for (const rule of typographyRulesBroken(value, locale)) issues.push({ rule, key, text: value });
    } else if (value && typeof value === 'object') {
      for (const [name, child] of Object.entries(value)) walk(child, key ? `${key}.${name}` : name);
    }
  };
  walk(messages, '');
  return issues;
}
