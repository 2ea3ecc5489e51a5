// Owns the read policy of rules/storage.rules: which object prefixes anyone may read.

/** Top-level folders of public catalogue and marketing files; everything else is refused, as in the rules. */
export const PUBLIC_STORAGE_FOLDERS = [
  'banners',
  'categories',
  'catalogues',
  'customer-documents',
  'flyers',
  'icons',
  'jobs',
  'pools',
  'promotions',
  'services',
  'shop',
  'spas',
  'videos',
] as const;

export function canReadObject(name: string): boolean {
  const slash = name.indexOf('/');
  return slash > 0 && (PUBLIC_STORAGE_FOLDERS as readonly string[]).includes(name.slice(0, slash));
}
