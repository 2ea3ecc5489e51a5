// Owns the staff's invitation links: signed with the API's secret, so the first administrator's can be made by a command
// without the database; each is good once (its nonce is recorded when used) and for INVITATION_DAYS.
import { randomUUID } from 'node:crypto';
import { readToken, sign, unixSeconds, UNIX_SECONDS, UUID, verify } from '../signing';
import { isStaffRole, STAFF_ROLES, type StaffRole } from './roles';

export const INVITATION_DAYS = 3;

export interface Invitation {
  nonce: string;
  email: string;
  role: StaffRole;
  expiresAt: Date;
}

const ROLE = new RegExp(`^(${STAFF_ROLES.join('|')})$`);
const EMAIL_FIELD = /^[\w-]{1,400}$/;
/** Enough of an address to invite: the person proves it is theirs by registering from the link sent to it. */
const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,255}$/;

export const isStaffEmail = (value: unknown): value is string => typeof value === 'string' && value.length <= 254 && EMAIL.test(value);

const payloadOf = (nonce: string, expires: number, role: string, email: string) => `${nonce}.${expires}.${role}.${email}`;

/** A new invitation's token for `email` in `role`. */
export function invitationToken(secret: string, email: string, role: StaffRole, now: Date): { token: string; invitation: Invitation } {
  const nonce = randomUUID();
  const expiresAt = new Date(now.getTime() + INVITATION_DAYS * 86_400_000);
  const payload = payloadOf(nonce, unixSeconds(expiresAt), role, Buffer.from(email.trim().toLowerCase()).toString('base64url'));
  return {
    token: `${payload}.${sign(secret, 'staff-invitation', payload)}`,
    invitation: { nonce, email: email.trim().toLowerCase(), role, expiresAt },
  };
}

/** The link the invited person opens: the token in the fragment, so it reaches no server's log nor any Referer. */
export const invitationLink = (staffOrigin: string, token: string) => `${staffOrigin}/invitation#${token}`;

/** The invitation a token carries, or why it is refused (its use is checked against the database by the caller). */
export function readInvitation(
  secret: string,
  token: unknown,
  now: Date,
): { ok: true; invitation: Invitation } | { ok: false; reason: 'invitationInvalid' | 'invitationExpired' } {
  const read = readToken(token, [UUID, UNIX_SECONDS, ROLE, EMAIL_FIELD]);
  if (!read) return { ok: false, reason: 'invitationInvalid' };
  const [nonce, expires, role, email] = read.fields as [string, string, string, string];
  const expiresAt = new Date(Number(expires) * 1000);
  const verdict = verify(
    secret,
    'staff-invitation',
    { payload: payloadOf(nonce, Number(expires), role, email), signature: read.signature, expiresAt: expiresAt.getTime() },
    now.getTime(),
  );
  if (!verdict.ok) return { ok: false, reason: verdict.reason === 'expired' ? 'invitationExpired' : 'invitationInvalid' };
  const address = Buffer.from(email, 'base64url').toString('utf8');
  if (!isStaffRole(role) || !isStaffEmail(address)) return { ok: false, reason: 'invitationInvalid' };
  return { ok: true, invitation: { nonce, email: address, role, expiresAt } };
}
