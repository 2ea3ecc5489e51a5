// Owns where this tab keeps the key that reads its order again: the session's storage, until the key expires; never the URL,
// whose addresses reach histories, logs and analytics.

const PREFIX = 'storefront:order-access:';

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
