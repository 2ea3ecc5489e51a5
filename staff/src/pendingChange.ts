// Owns the change a member was making when their session ended: kept on this tab, and resumed once they sign in again,
// against the version they had read (so a colleague's change meanwhile is still caught).
export interface PendingChange {
  leadId: string;
  status: string;
  reason: string;
  version: number;
  /** When it was kept (ms): a change older than PENDING_MAX_MS is not resumed, its page having moved on. */
  at: number;
}

export const PENDING_KEY = 'staff-pending-change';
export const PENDING_MAX_MS = 60 * 60_000;

export const serializePending = (change: PendingChange): string => JSON.stringify(change);

/** The kept change for `leadId`, if it is whole and recent; null otherwise. */
export function pendingFor(stored: string | null, leadId: string, now: number): PendingChange | null {
  if (!stored) return null;
  let change: Partial<PendingChange>;
  try {
    change = JSON.parse(stored) as Partial<PendingChange>;
  } catch {
    return null;
  }
  const whole =
    typeof change.leadId === 'string' &&
    typeof change.status === 'string' &&
    typeof change.reason === 'string' &&
    Number.isInteger(change.version) &&
    typeof change.at === 'number';
  if (!whole || change.leadId !== leadId || now - change.at! > PENDING_MAX_MS || change.at! > now) return null;
  return change as PendingChange;
}
