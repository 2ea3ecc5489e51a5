// Owns the console's sessions (ADR 0066): a random value in a Secure (over HTTPS), HttpOnly, SameSite=Strict cookie, kept in
// the database by its hash; ended after an idle time, at sign-out, or at once when its member is revoked. A change also
// carries the CSRF token bound to its session, and an Origin, when the browser sends one, of the console's.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../db';
import { requestLocale } from '../http';
import { isSignature, sign } from '../signing';
import { canUse, type StaffArea, type StaffRole } from './roles';
import { staffRefusal } from './messages';

export interface StaffMember {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
}

export interface StaffSession {
  /** The hash of the cookie's value: the session's key in the database. */
  id: string;
  member: StaffMember;
}

export interface SessionSettings {
  origin: string;
  idleMinutes: number;
  secret: string;
  now: () => Date;
}

/** The cookie's name: with __Host- over HTTPS, so no other host of the domain can set or widen it. */
export const sessionCookieName = (origin: string) => (origin.startsWith('https:') ? '__Host-staff-session' : 'staff-session');

/** A session lasts this long at most, however busy (a day's shift). */
export const SESSION_MAX_HOURS = 12;

const hashOf = (value: string) => createHash('sha256').update(value).digest('base64url');

/** The value of one cookie of a Cookie header. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

/** The Set-Cookie of a session's value, or of its removal (value null). */
export function sessionCookie(settings: Pick<SessionSettings, 'origin'>, value: string | null): string {
  const attributes = ['Path=/', 'HttpOnly', 'SameSite=Strict', ...(settings.origin.startsWith('https:') ? ['Secure'] : [])];
  return [`${sessionCookieName(settings.origin)}=${value ?? ''}`, ...attributes, ...(value === null ? ['Max-Age=0'] : [])].join('; ');
}

/** The CSRF token of a session: its hash signed, so it is worth nothing for any other session. */
export const csrfToken = (secret: string, sessionId: string) => sign(secret, 'staff-csrf', sessionId);

export const CSRF_HEADER = 'x-csrf-token';

/** Opens a session for a member: the cookie's value (given once, to the browser) and its key. */
export async function openSession(db: Queryable, memberId: string, now: Date): Promise<{ value: string; id: string }> {
  const value = randomBytes(32).toString('base64url');
  const id = hashOf(value);
  await db.query('INSERT INTO staff_sessions (id, member_id, created_at, last_seen_at) VALUES ($1, $2, $3, $3)', [id, memberId, now]);
  return { value, id };
}

/**
 * The session a request's cookie opens, its idle time renewed; null when there is none, it was ended, it was idle too long or
 * is older than SESSION_MAX_HOURS, or its member is revoked.
 */
export async function readSession(db: Queryable, settings: SessionSettings, request: FastifyRequest): Promise<StaffSession | null> {
  const value = cookieValue(request.headers.cookie, sessionCookieName(settings.origin));
  if (!value || !/^[\w-]{43}$/.test(value)) return null;
  const id = hashOf(value);
  const now = settings.now();
  const idleSince = new Date(now.getTime() - settings.idleMinutes * 60_000);
  const bornAfter = new Date(now.getTime() - SESSION_MAX_HOURS * 3_600_000);
  const [row] = await db.query<StaffMember>(
    `UPDATE staff_sessions s SET last_seen_at = $2 FROM staff_members m
     WHERE s.id = $1 AND m.id = s.member_id AND s.ended_at IS NULL AND m.revoked_at IS NULL
       AND s.last_seen_at > $3 AND s.created_at > $4
     RETURNING m.id, m.email, m.name, m.role`,
    [id, now, idleSince, bornAfter],
  );
  return row ? { id, member: { id: row.id, email: row.email, name: row.name, role: row.role } } : null;
}

export async function endSession(db: Queryable, sessionId: string, now: Date): Promise<void> {
  await db.query('UPDATE staff_sessions SET ended_at = $2 WHERE id = $1 AND ended_at IS NULL', [sessionId, now]);
}

/** Ends every open session of a member (revoked): their next request finds none. */
export async function endMemberSessions(db: Queryable, memberId: string, now: Date): Promise<void> {
  await db.query('UPDATE staff_sessions SET ended_at = $2 WHERE member_id = $1 AND ended_at IS NULL', [memberId, now]);
}

declare module 'fastify' {
  interface FastifyRequest {
    staff?: StaffSession;
  }
}

const CHANGES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * A route's guard (a preHandler): a session (401), a role that opens `area` (403), and for a change the session's CSRF token
 * and the console's Origin (403). The session is on request.staff after it.
 */
export function staffGuard(db: Queryable, settings: SessionSettings, area: StaffArea | null) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
    const locale = requestLocale(request);
    const session = await readSession(db, settings, request);
    if (!session) return reply.code(401).send(staffRefusal(401, 'signedOut', locale));
    if (CHANGES.has(request.method)) {
      const origin = request.headers.origin;
      const token = request.headers[CSRF_HEADER];
      if ((origin !== undefined && origin !== settings.origin) || !isSignature(settings.secret, 'staff-csrf', session.id, token))
        return reply.code(403).send(staffRefusal(403, 'csrf', locale));
    }
    if (area && !canUse(session.member.role, area)) return reply.code(403).send(staffRefusal(403, 'forbidden', locale));
    request.staff = session;
  };
}
