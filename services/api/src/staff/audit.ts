// Owns the console's audit log: every change made from it, who made it, when, and the record before and after.
import type { AuditRow } from '@storefront/validation/staff-api';
import type { Queryable } from '../db';
import type { StaffMember } from './session';

export interface AuditEntry {
  /** What was done: `lead.status`, `member.invite`, `member.register`, `member.revoke`. */
  action: string;
  /** What it was done to: `lead:<id>`, `member:<id>`. */
  subject: string;
  before: unknown;
  after: unknown;
}

/** Records a change, in the transaction that makes it: the log has it exactly when the change is made. */
export async function recordChange(
  tx: Queryable,
  by: Pick<StaffMember, 'id' | 'email'> | null,
  entry: AuditEntry,
  at: Date,
): Promise<void> {
  await tx.query(
    'INSERT INTO staff_audit (at, member_id, member_email, action, subject, before, after) VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb)',
    [
      at,
      by?.id ?? null,
      by?.email ?? null,
      entry.action,
      entry.subject,
      JSON.stringify(entry.before ?? null),
      JSON.stringify(entry.after ?? null),
    ],
  );
}

export type { AuditRow };

/** The log, newest first; of one subject when given. */
export async function readAudit(db: Queryable, options: { subject?: string; limit?: number } = {}): Promise<AuditRow[]> {
  const rows = await db.query<{
    id: number;
    at: Date;
    member_email: string | null;
    action: string;
    subject: string;
    before: unknown;
    after: unknown;
  }>(
    `SELECT id, at, member_email, action, subject, before, after FROM staff_audit
     WHERE ($1::text IS NULL OR subject = $1) ORDER BY at DESC, id DESC LIMIT $2`,
    [options.subject ?? null, options.limit ?? 200],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    at: new Date(row.at).toISOString(),
    memberEmail: row.member_email,
    action: row.action,
    subject: row.subject,
    before: row.before,
    after: row.after,
  }));
}
