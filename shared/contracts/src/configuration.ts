// Owns how a model's configuration (ADR 0042) is written in an address: one query parameter per option list whose value is the
// chosen option's id, the same keys in both languages. The model page writes it and the quote form reads it, and the pages
// that read it declare these keys so a server's HTML cache keys on them.
import type { PoolOptionName, SpaOptionName } from './catalogue';

export type OptionListName = PoolOptionName | SpaOptionName;

/** French keys, like the site's other query parameters (`modele`, `e`); a spa's steps and a pool's share `escalier`. */
export const CONFIGURATION_QUERY_KEYS: Record<OptionListName, string> = {
  dimensions: 'dimensions',
  shapes: 'forme',
  structuralComponents: 'structure',
  wallComponents: 'composantes-paroi',
  treviclip: 'treviclip',
  steps: 'escalier',
  liners: 'toile',
  walls: 'paroi',
  shellColours: 'coque',
  cabinetColours: 'habillage',
  covers: 'couvercle',
  coverLifters: 'leve-couvercle',
  sanitizers: 'assainissement',
};

/** Quebec's page on the residential pool safety regulation (an enclosure that controls access), linked wherever a pool is configured. */
export const POOL_SAFETY_URL = 'https://www.quebec.ca/habitation-et-logement/securite-piscines-residentielles';

/** Every key a configuration may use, for a page declaration's `query`. */
export const CONFIGURATION_QUERY: readonly string[] = Object.values(CONFIGURATION_QUERY_KEYS);

const LISTS = Object.keys(CONFIGURATION_QUERY_KEYS) as OptionListName[];

/** An option id as the seed and the catalogue write them (a handle); anything else in an address is ignored. */
const OPTION_ID = /^[a-z0-9][a-z0-9-]{0,79}$/;

/** The choices an address carries, by list name; a key that is absent, repeated with an odd value or malformed is left out. */
export function configurationFromQuery(search: URLSearchParams): Partial<Record<OptionListName, string>> {
  const configuration: Partial<Record<OptionListName, string>> = {};
  for (const list of LISTS) {
    const value = search.get(CONFIGURATION_QUERY_KEYS[list]);
    if (value !== null && OPTION_ID.test(value)) configuration[list] = value;
  }
  return configuration;
}

/** The address's query with this configuration written in (other parameters kept); lists follow the keys' order. */
export function configurationToQuery(
  configuration: Readonly<Partial<Record<string, string>>>,
  search: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const list of LISTS) {
    const value = configuration[list];
    if (value === undefined) next.delete(CONFIGURATION_QUERY_KEYS[list]);
    else next.set(CONFIGURATION_QUERY_KEYS[list], value);
  }
  return next;
}
