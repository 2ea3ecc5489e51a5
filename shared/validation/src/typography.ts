// Owns the check of French typography in the message tables: a no-break space before « : ; ! ? » and inside « », the unit
// symbols Mo and ko, pH, lower-case parentheticals; the spec's quoted texts stay as the spec writes them.

/** Texts the spec quotes word for word (§5, §8): kept as written, even where its typography differs. */
export const SPEC_VERBATIM: readonly string[] = ['La limite de poids de fichier joint est dépassé. Maximum 23 mo.', 'Précisez la ville.'];

const NBSP = '\u00a0';

/** The problems of one French text, by name; none for a text the spec quotes. Addresses (https://) are not punctuation. */
export function frenchTypographyProblems(text: string): string[] {
  if (SPEC_VERBATIM.includes(text)) return [];
  const problems: string[] = [];
  const prose = text.replace(/\b[a-z]+:\/\/\S+/gi, '').replace(/\{\{?\w+\}?\}/g, 'x');
  for (const mark of new Set(
    Array.from(prose.matchAll(/[;:!?]/g), (match) => ({ mark: match[0], before: prose[match.index - 1] }))
      .filter(({ before }) => before !== NBSP && before !== '\u202f')
      .map(({ mark }) => mark),
  ))
    problems.push(`no-break space before ${mark}`);
  if (/«(?!\u00a0)/.test(prose) || /(?<!\u00a0)»/.test(prose)) problems.push('spaces inside « »');
  if (/"/.test(prose)) problems.push('straight quotes');
  if (/\d\s?mo\b|\bMO\b|\d\s?Ko\b/.test(prose)) problems.push('Mo and ko');
  if (/\bph\b|\bPH\b/.test(prose)) problems.push('pH');
  if (/\((?:Facultatif|Obligatoire|Optionnel)\)/.test(prose)) problems.push('lower-case parenthetical');
  if (/\d (?:ko|Mo|%|\$|h\b)/.test(prose)) problems.push('no-break space before a unit');
  return problems;
}

/** Every string of a messages table (nested objects too), with its path. */
export function tableStrings(table: unknown, path = ''): [string, string][] {
  if (typeof table === 'string') return [[path, table]];
  if (table && typeof table === 'object')
    return Object.entries(table).flatMap(([key, value]) => tableStrings(value, path ? `${path}.${key}` : key));
  return [];
}
