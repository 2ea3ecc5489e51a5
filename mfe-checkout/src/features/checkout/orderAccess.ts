// Owns where this tab keeps the key that reads its order again: the session's storage, until the key expires; never the URL,
// whose addresses reach histories, logs and analytics (the signed link of the buyer's mail carries it in its fragment, which
// the page takes out of the address at once: linkedOrderAccess).

const PREFIX = 'storefront:order-access:';
/** A key from the mail's signed link does not expire: kept for ten years, as long as the tab lives. */
const LINK_KEY_LIFE_MS = 10 * 365 * 24 * 60 * 60 * 1000;

export function keepOrderAccess(id: string, key: string, expiresAt: string): void {
  try {
    sessionStorage.setItem(PREFIX + id, JSON.stringify({ key, expiresAt }));
  } catch {
    // Storage refused (private mode, full): the confirmation shows now and cannot be read again after a reload.
  }
}

export function orderAccess(id: string, now = new Date()): string | null {
  try {
    const raw = sessionStorage.getItem(PREFIX + id);
    if (!raw) return null;
    const { key, expiresAt } = JSON.parse(raw) as { key?: unknown; expiresAt?: unknown };
    if (typeof key === 'string' && typeof expiresAt === 'string' && new Date(expiresAt) > now) return key;
    sessionStorage.removeItem(PREFIX + id);
  } catch {
    // Unreadable: as if absent.
  }
  return null;
}

/**
 * The key of the mail's signed link (`#acces=…`, `#access=…`), kept for the order and taken out of the address bar (the
 * query stays), so it never lingers in the visible URL, the history or a copied link. Null when the address has none.
 */
export function linkedOrderAccess(id: string, now = new Date()): string | null {
  const fragment = new URLSearchParams(window.location.hash.replace(/^#/, ''));
  const key = fragment.get('acces') ?? fragment.get('access');
  if (!key) return null;
  keepOrderAccess(id, key, new Date(now.getTime() + LINK_KEY_LIFE_MS).toISOString());
  const { pathname, search } = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}${search}`);
  return key;
}
