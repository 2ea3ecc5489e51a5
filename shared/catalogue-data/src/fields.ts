// Owns reading loosely typed document fields into the catalogue's types (French picked where a value is bilingual).
import type { Locale } from '@storefront/contracts';

/** Catalogue loaders read French (spec §1, §9); English pages read a document turned English first (`inLanguage`). */
export const CATALOGUE_LANGUAGE = 'fr';

export type DocumentFields = Record<string, unknown>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A bilingual `{fr, en}` value read as its French side; anything else as is. */
function french(value: unknown): unknown {
  return isRecord(value) && CATALOGUE_LANGUAGE in value && 'en' in value ? value[CATALOGUE_LANGUAGE] : value;
}

function isBilingual(value: Record<string, unknown>): boolean {
  const keys = Object.keys(value);
  return 'fr' in value && keys.every((key) => key === 'fr' || key === 'en');
}

/**
 * A document's fields with every bilingual `{fr, en}` value (at any depth) replaced by its side in `language`, French
 * where that side is empty (architecture §5), so the French readers below read it as they read a French document.
 */
export function inLanguage(data: DocumentFields, language: Locale): DocumentFields {
  const pick = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(pick);
    if (!isRecord(value) || typeof value.toDate === 'function') return value;
    if (isBilingual(value)) {
      const wanted = value[language];
      return typeof wanted === 'string' && wanted.trim() === '' ? value[CATALOGUE_LANGUAGE] : (wanted ?? value[CATALOGUE_LANGUAGE]);
    }
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, pick(inner)]));
  };
  return pick(data) as DocumentFields;
}

/** Firestore timestamps (anything with toDate) become ISO strings. */
function timestampToIso(value: unknown): string | null {
  if (isRecord(value) && typeof value.toDate === 'function') {
    const date: unknown = (value.toDate as () => unknown)();
    return date instanceof Date ? date.toISOString() : null;
  }
  return value instanceof Date ? value.toISOString() : null;
}

export function text(data: DocumentFields, key: string, fallback = ''): string {
  const value = french(data[key]);
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return timestampToIso(value) ?? fallback;
}

export function num(data: DocumentFields, key: string, fallback = 0): number {
  const value = french(data[key]);
  const parsed = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(parsed) ? parsed : fallback;
}

export function bool(data: DocumentFields, key: string): boolean {
  return french(data[key]) === true;
}

export function list(data: DocumentFields, key: string): unknown[] {
  const value = data[key];
  return Array.isArray(value) ? value : [];
}

export function textList(data: DocumentFields, key: string): string[] {
  return list(data, key).flatMap((item) => {
    const value = french(item);
    return typeof value === 'string' ? [value] : [];
  });
}

export function records(data: DocumentFields, key: string): DocumentFields[] {
  return list(data, key).filter(isRecord);
}

export function record(data: DocumentFields, key: string): DocumentFields {
  const value = data[key];
  return isRecord(value) ? value : {};
}

/** Keeps a bilingual value whole (marketing content); a plain string is read as French. */
export function localized(data: DocumentFields, key: string): { fr: string; en: string } {
  const value = data[key];
  if (isRecord(value)) {
    const fr = typeof value.fr === 'string' ? value.fr : '';
    const en = typeof value.en === 'string' ? value.en : '';
    return { fr, en };
  }
  const single = typeof value === 'string' ? value : '';
  return { fr: single, en: '' };
}

export function seo(data: DocumentFields): { seoTitle: string; seoDescription: string; seoImage: string } {
  return { seoTitle: text(data, 'seoTitle'), seoDescription: text(data, 'seoDescription'), seoImage: text(data, 'seoImage') };
}
