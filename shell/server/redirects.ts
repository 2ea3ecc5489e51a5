// Owns the permanent redirects of spec §2.

/** The address a path must move to for good, or null. */
export function permanentRedirect(pathname: string): string | null {
  if (pathname === '/fr/produits' || pathname === '/fr/produits/') return '/fr/boutique';
  if (pathname === '/products' || pathname.startsWith('/products/')) return `/fr/produits${pathname.slice('/products'.length)}`;
  return null;
}
