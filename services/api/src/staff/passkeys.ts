// Owns the WebAuthn ceremonies with @simplewebauthn/server: a passkey registered from an invitation (which makes the member),
// and a sign-in with any of the store's passkeys (discoverable: the member is found by the passkey, no address typed).
import { randomUUID } from 'node:crypto';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { Db, Queryable } from '../db';
import { recordChange } from './audit';
import type { Invitation } from './invitation';
import type { StaffMember } from './session';

export interface RelyingParty {
  /** The console's origin: the only one a passkey's answer is taken from. */
  origin: string;
  rpId: string;
}

/** The name the browser shows beside the passkey. */
const RP_NAME = 'Piscines Soleil · console';
/** A ceremony's challenge is answered within this time, or asked again. */
export const CHALLENGE_MS = 5 * 60_000;

/** Why a ceremony is refused, as the routes say it (messages.ts). */
export class CeremonyError extends Error {
  constructor(readonly rule: 'passkeyRefused' | 'challengeExpired' | 'invitationUsed' | 'memberExists') {
    super(rule);
  }
}

async function keepChallenge(db: Queryable, challenge: string, now: Date): Promise<string> {
  const id = randomUUID();
  await db.query('INSERT INTO staff_challenges (id, challenge, expires_at) VALUES ($1, $2, $3)', [
    id,
    challenge,
    new Date(now.getTime() + CHALLENGE_MS),
  ]);
  return id;
}

/** A challenge, taken once: a second answer to the same one (a replay) finds none. */
async function takeChallenge(db: Queryable, id: unknown, now: Date): Promise<string> {
  const isId = typeof id === 'string' && /^[0-9a-f-]{36}$/.test(id);
  const [row] = isId
    ? await db.query<{ challenge: string }>(
        'UPDATE staff_challenges SET used_at = $2 WHERE id = $1 AND used_at IS NULL AND expires_at > $2 RETURNING challenge',
        [id, now],
      )
    : [];
  if (!row) throw new CeremonyError('challengeExpired');
  return row.challenge;
}

export async function registrationOptions(
  db: Queryable,
  rp: RelyingParty,
  invitation: Invitation,
  now: Date,
): Promise<{ options: PublicKeyCredentialCreationOptionsJSON; challengeId: string }> {
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: rp.rpId,
    userName: invitation.email,
    userDisplayName: invitation.email,
    attestationType: 'none',
    // A passkey the device keeps (signed in without typing an address), unlocked by the member (PIN, face, finger).
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  return { options, challengeId: await keepChallenge(db, options.challenge, now) };
}

/** Whether an invitation may still be used: not used yet, and its address no active member's. */
export async function invitationProblem(db: Queryable, invitation: Invitation): Promise<'invitationUsed' | 'memberExists' | null> {
  const [used] = await db.query('SELECT 1 FROM staff_invitations_used WHERE nonce = $1', [invitation.nonce]);
  if (used) return 'invitationUsed';
  const [member] = await db.query('SELECT 1 FROM staff_members WHERE email = $1', [invitation.email]);
  return member ? 'memberExists' : null;
}

/** Verifies the new passkey and makes the member with it, the invitation used, in one transaction. */
export async function registerFromInvitation(
  db: Db,
  rp: RelyingParty,
  input: { invitation: Invitation; name: string; challengeId: unknown; response: RegistrationResponseJSON },
  now: Date,
): Promise<StaffMember> {
  const challenge = await takeChallenge(db, input.challengeId, now);
  const verification = await verifyRegistrationResponse({
    response: input.response,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.rpId,
    requireUserVerification: true,
  }).catch(() => null);
  if (!verification?.verified) throw new CeremonyError('passkeyRefused');
  const { credential } = verification.registrationInfo;
  const member: StaffMember = { id: randomUUID(), email: input.invitation.email, name: input.name, role: input.invitation.role };
  try {
    await db.transaction(async (tx) => {
      await tx.query('INSERT INTO staff_members (id, email, name, role, created_at) VALUES ($1, $2, $3, $4, $5)', [
        member.id,
        member.email,
        member.name,
        member.role,
        now,
      ]);
      await tx.query('INSERT INTO staff_invitations_used (nonce, member_id, used_at) VALUES ($1, $2, $3)', [
        input.invitation.nonce,
        member.id,
        now,
      ]);
      await tx.query(
        'INSERT INTO staff_passkeys (id, member_id, public_key, counter, transports, created_at) VALUES ($1, $2, $3, $4, $5::jsonb, $6)',
        [credential.id, member.id, Buffer.from(credential.publicKey), credential.counter, JSON.stringify(credential.transports ?? []), now],
      );
      await recordChange(tx, member, { action: 'member.register', subject: `member:${member.id}`, before: null, after: member }, now);
    });
  } catch (error) {
    // Two tabs registering from one link, or an address taken meanwhile: the unique keys say which.
    if ((error as { code?: string }).code === '23505')
      throw new CeremonyError(String((error as Error).message).includes('email') ? 'memberExists' : 'invitationUsed');
    throw error;
  }
  return member;
}

export async function authenticationOptions(
  db: Queryable,
  rp: RelyingParty,
  now: Date,
): Promise<{ options: PublicKeyCredentialRequestOptionsJSON; challengeId: string }> {
  const options = await generateAuthenticationOptions({ rpID: rp.rpId, userVerification: 'required' });
  return { options, challengeId: await keepChallenge(db, options.challenge, now) };
}

/** The member a passkey's answer signs in: verified against the stored key, its counter moved on; a revoked member is refused. */
export async function signInWithPasskey(
  db: Queryable,
  rp: RelyingParty,
  input: { challengeId: unknown; response: AuthenticationResponseJSON },
  now: Date,
): Promise<StaffMember> {
  const id = typeof input.response?.id === 'string' ? input.response.id : '';
  const [passkey] = await db.query<{ id: string; public_key: Uint8Array; counter: string | number; transports: string[] } & StaffMember>(
    `SELECT p.id, p.public_key, p.counter, p.transports, m.id AS member_id, m.email, m.name, m.role FROM staff_passkeys p
     JOIN staff_members m ON m.id = p.member_id WHERE p.id = $1 AND m.revoked_at IS NULL`,
    [id],
  );
  // Taken even when the passkey is unknown, so the same challenge cannot be tried again with another one.
  const challenge = await takeChallenge(db, input.challengeId, now);
  if (!passkey) throw new CeremonyError('passkeyRefused');
  const verification = await verifyAuthenticationResponse({
    response: input.response,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.rpId,
    credential: {
      id: passkey.id,
      publicKey: new Uint8Array(passkey.public_key),
      counter: Number(passkey.counter),
      transports: passkey.transports,
    },
    requireUserVerification: true,
  }).catch(() => null);
  if (!verification?.verified) throw new CeremonyError('passkeyRefused');
  await db.query('UPDATE staff_passkeys SET counter = $2, last_used_at = $3 WHERE id = $1', [
    passkey.id,
    verification.authenticationInfo.newCounter,
    now,
  ]);
  const row = passkey as unknown as { member_id: string; email: string; name: string; role: StaffMember['role'] };
  return { id: row.member_id, email: row.email, name: row.name, role: row.role };
}
