// Owns reading a product's specifications from the Storefront API (ADR 0050): the `specs` metafields asked for by identifier,
// each value parsed by its key's kind, and a variant's package from its `water` metafields. A malformed value is left out.
import {
  SPEC_KEYS,
  SPECS_METAFIELD_NAMESPACE,
  WATER_METAFIELD_NAMESPACE,
  type ProductSpecs,
  type SpecKey,
  type VariantPackage,
} from '@storefront/contracts';

/** `metafields(identifiers:)` of every specification key: one field for them all, null where a product has none. */
export const SPECS_METAFIELDS_FIELD = `specs: metafields(identifiers: [${Object.keys(SPEC_KEYS)
  .map((key) => `{ namespace: "${SPECS_METAFIELD_NAMESPACE}", key: "${key}" }`)
  .join(', ')}]) { key value }`;

/** A variant's package: `water.package_size` then `water.package_unit`. */
export const PACKAGE_METAFIELDS_FIELD = `package: metafields(identifiers: [{ namespace: "${WATER_METAFIELD_NAMESPACE}", key: "package_size" }, { namespace: "${WATER_METAFIELD_NAMESPACE}", key: "package_unit" }]) { value }`;

export type MetafieldAnswer = { key?: string; value: string } | null;

/** number_integer and number_decimal as Shopify stores them; a specification is never negative. */
const NUMBER = /^\d+(?:\.\d+)?$/;
/** A code: one line of letters, digits, dots, hyphens and underscores (SPEC_CODES' keys: 'round', '240V-50A', '16x32'). */
const CODE = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
const CODE_LENGTH = 64;

const isCode = (value: unknown): value is string => typeof value === 'string' && value.length <= CODE_LENGTH && CODE.test(value);

function parseValue(kind: (typeof SPEC_KEYS)[SpecKey], raw: string): number | string | string[] | undefined {
  const value = raw.trim();
  if (kind === 'number') return NUMBER.test(value) && Number.isFinite(Number(value)) ? Number(value) : undefined;
  if (kind === 'code') return isCode(value) ? value : undefined;
  let items: unknown;
  try {
    items = JSON.parse(value);
  } catch {
    return undefined;
  }
  return Array.isArray(items) && items.length > 0 && items.every(isCode) ? (items as string[]) : undefined;
}

/**
 * The product's specifications from the answers of SPECS_METAFIELDS_FIELD: a number of a number key, a code of a code key, a
 * JSON array of codes of a list key; a key it does not know, or a value it cannot read, is left out (never guessed).
 * Undefined when nothing is left, so a product without specifications carries no field.
 */
export function parseSpecs(answers: readonly MetafieldAnswer[] | null | undefined): ProductSpecs | undefined {
  const specs: ProductSpecs = {};
  let found = false;
  for (const answer of answers ?? []) {
    if (!answer?.key || !Object.hasOwn(SPEC_KEYS, answer.key) || typeof answer.value !== 'string') continue;
    const key = answer.key as SpecKey;
    if (specs[key] !== undefined) continue;
    const value = parseValue(SPEC_KEYS[key], answer.value);
    if (value === undefined) continue;
    specs[key] = value;
    found = true;
  }
  return found ? specs : undefined;
}

const UNITS: readonly string[] = ['g', 'kg', 'mL', 'L'] satisfies VariantPackage['unit'][];

/** The package of PACKAGE_METAFIELDS_FIELD's answers (size, unit): a positive size and a known unit, else undefined. */
export function parsePackage(answers: readonly MetafieldAnswer[] | null | undefined): VariantPackage | undefined {
  const [size, unit] = answers ?? [];
  const sizeText = size?.value.trim() ?? '';
  const unitText = unit?.value.trim() ?? '';
  if (!NUMBER.test(sizeText) || !UNITS.includes(unitText)) return undefined;
  const number = Number(sizeText);
  return number > 0 ? { size: number, unit: unitText as VariantPackage['unit'] } : undefined;
}
