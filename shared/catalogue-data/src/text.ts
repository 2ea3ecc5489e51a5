// Owns text normalization for accent-insensitive matching (spec §5): lower case, no accent marks.

const COMBINING_MARKS = /[\u0300-\u036f]/g;
// NFD does not decompose these ligatures, yet French text uses them ("cœur", "æ").
const LIGATURE_EXPANSIONS: Record<string, string> = { œ: 'oe', æ: 'ae', ß: 'ss' };

function foldSlowly(char: string): string {
  return LIGATURE_EXPANSIONS[char] ?? char.normalize('NFD').replace(COMBINING_MARKS, '');
}

// Folding every string through NFD costs about a microsecond per title; a table of the Latin letters
// French text uses, filled once, makes normalizing 10,000 titles a few milliseconds.
const FOLDED = new Map<string, string>();
for (let code = 0xc0; code <= 0x24f; code++) {
  const char = String.fromCharCode(code).toLowerCase();
  FOLDED.set(char, foldSlowly(char));
}

function fold(char: string): string {
  return FOLDED.get(char) ?? foldSlowly(char);
}

/** Lower-cases and strips accent marks: "Chaises Élégantes" → "chaises elegantes". */
export function normalizeText(value: string): string {
  const lower = value.toLowerCase();
  let folded = '';
  let copiedUpTo = 0;
  for (let i = 0; i < lower.length; i++) {
    if (lower.charCodeAt(i) > 127) {
      folded += lower.slice(copiedUpTo, i) + fold(lower.charAt(i));
      copiedUpTo = i + 1;
    }
  }
  return copiedUpTo === 0 ? lower : folded + lower.slice(copiedUpTo);
}

/** Word characters as JavaScript's `\b` sees them, so whole-word matching agrees with a `\bword\b` pattern. */
export function isWordChar(code: number): boolean {
  return (
    (code >= 48 && code <= 57) || // 0-9
    (code >= 97 && code <= 122) || // a-z
    (code >= 65 && code <= 90) || // A-Z
    code === 95 // _
  );
}

const WORD = /[A-Za-z0-9_]+/g;

/** The whole words of already-normalized text (runs of `\w` characters). */
export function words(normalized: string): string[] {
  return normalized.match(WORD) ?? [];
}

/** URL handle of a title: "Ensembles à dîner" → "ensembles-a-diner". */
export function toHandle(title: string): string {
  return words(normalizeText(title)).join('-');
}
