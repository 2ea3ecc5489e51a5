// Owns the permanent redirects of spec §2.

function step(pathname: string): string | null {
  if (pathname === '/fr/produits' || pathname === '/fr/produits/') return '/fr/boutique';
  if (pathname === '/products' || pathname.startsWith('/products/')) return `/fr/produits${pathname.slice('/products'.length)}`;
  return null;
}

/** The address a path must move to for good, or null: the last one of the chain, so a visitor and a crawler follow one 301, not two. */
export function permanentRedirect(pathname: string): string | null {
  const first = step(pathname);
  return first === null ? null : (step(first) ?? first);
}
