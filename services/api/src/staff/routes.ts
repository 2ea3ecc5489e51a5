// Owns the staff console's routes in the store API (ADR 0066): passkey registration from an invitation and sign-in, the
// session, the members and their invitations, the audit log (admins), and the sales inbox. Each change is guarded by the
// session's CSRF token and logged with its before and after.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AttachmentStore } from '../leads/attachments';
import { AttachmentMissingError } from '../leads/attachments';
import type { Db } from '../db';
import { requestLocale } from '../http';
import { isStaff } from '../staff';
import { readAudit, recordChange } from './audit';
import { invitationLink, invitationToken, isStaffEmail, readInvitation } from './invitation';
import { changeLeadStatus, ifMatchVersion, inboxFilter, isLeadStatus, leadAttachment, readInbox, readLead, REASON_MAX } from './leads';
import { staffRefusal } from './messages';
import type { MailContext } from '../mail';
import { enqueueMail } from '../outbox';
import { isReplyTemplate, leadReply, NOTE_MAX } from './reply';
import {
  authenticationOptions,
  CeremonyError,
  invitationProblem,
  registerFromInvitation,
  registrationOptions,
  signInWithPasskey,
  type RelyingParty,
} from './passkeys';
import { areasOf, isStaffRole } from './roles';
import {
  csrfToken,
  endMemberSessions,
  endSession,
  openSession,
  sessionCookie,
  staffGuard,
  type SessionSettings,
  type StaffMember,
} from './session';

export interface StaffConsoleOptions {
  db: Db;
  attachments: AttachmentStore;
  secret: string;
  staff: { origin: string; rpId: string; idleMinutes: number };
  now: () => Date;
  /** The shared token (API_STAFF_TOKEN): reads a lead's stored configuration, as before the console. */
  staffToken?: string;
  /** What a reply from the console is sent with (the store's addresses, the unsubscribe link's), and the outbox's nudge. */
  mail: MailContext;
  kickOutbox: () => void;
  /** Sign-in attempts allowed per client and minute. */
  signInPerMinute?: number;
}

type Body = Record<string, unknown>;
const bodyOf = (request: FastifyRequest): Body => (request.body && typeof request.body === 'object' ? (request.body as Body) : {});

export function registerStaffConsoleRoutes(app: FastifyInstance, options: StaffConsoleOptions): void {
  const { db, now } = options;
  const rp: RelyingParty = { origin: options.staff.origin, rpId: options.staff.rpId };
  const settings: SessionSettings = { origin: options.staff.origin, idleMinutes: options.staff.idleMinutes, secret: options.secret, now };
  const guard = (area: Parameters<typeof staffGuard>[2]) => ({
    preHandler: staffGuard(db, settings, area),
    config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
  });
  // Passkey ceremonies are few per person: a client trying many is guessing, or stuck.
  const ceremony = { config: { rateLimit: { max: options.signInPerMinute ?? 10, timeWindow: '1 minute' } } };
  // A passkey's answer (its attestation, its public key) is larger than the API's usual few kilobytes.
  const answer = { ...ceremony, bodyLimit: 32 * 1024 };

  const refuse = (reply: FastifyReply, request: FastifyRequest, status: number, rule: Parameters<typeof staffRefusal>[1], extra = {}) =>
    reply
      .code(status)
      .header('cache-control', 'no-store')
      .send(staffRefusal(status, rule, requestLocale(request), extra));

  /** What the console knows of its member: who, what they may open, and the token their changes carry. */
  const sessionBody = (member: StaffMember, sessionId: string) => ({
    member,
    areas: areasOf(member.role),
    csrf: csrfToken(options.secret, sessionId),
    idleMinutes: options.staff.idleMinutes,
  });

  const startSession = async (reply: FastifyReply, member: StaffMember) => {
    const session = await openSession(db, member.id, now());
    reply.header('set-cookie', sessionCookie(settings, session.value)).header('cache-control', 'no-store');
    return sessionBody(member, session.id);
  };

  const ceremonyFailed = (request: FastifyRequest, reply: FastifyReply, error: unknown) => {
    if (error instanceof CeremonyError) return refuse(reply, request, error.rule === 'passkeyRefused' ? 401 : 409, error.rule);
    throw error;
  };

  // An invitation's link opens this page: who it is for, and the options to make their passkey with.
  app.post('/staff/auth/invitation/options', ceremony, async (request, reply) => {
    const read = readInvitation(options.secret, bodyOf(request).token, now());
    if (!read.ok) return refuse(reply, request, 400, read.reason);
    const problem = await invitationProblem(db, read.invitation);
    if (problem) return refuse(reply, request, 409, problem);
    reply.header('cache-control', 'no-store');
    const { options: publicKey, challengeId } = await registrationOptions(db, rp, read.invitation, now());
    return { email: read.invitation.email, role: read.invitation.role, options: publicKey, challengeId };
  });

  app.post('/staff/auth/invitation/verify', answer, async (request, reply) => {
    const body = bodyOf(request);
    const read = readInvitation(options.secret, body.token, now());
    if (!read.ok) return refuse(reply, request, 400, read.reason);
    const name = typeof body.name === 'string' ? body.name.trim() : '';
    if (!name || name.length > 100) return refuse(reply, request, 400, 'nameRequired');
    const problem = await invitationProblem(db, read.invitation);
    if (problem) return refuse(reply, request, 409, problem);
    try {
      const member = await registerFromInvitation(
        db,
        rp,
        { invitation: read.invitation, name, challengeId: body.challengeId, response: body.response as never },
        now(),
      );
      return await startSession(reply, member);
    } catch (error) {
      return ceremonyFailed(request, reply, error);
    }
  });

  app.post('/staff/auth/sign-in/options', ceremony, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return authenticationOptions(db, rp, now());
  });

  app.post('/staff/auth/sign-in/verify', answer, async (request, reply) => {
    const body = bodyOf(request);
    try {
      const member = await signInWithPasskey(db, rp, { challengeId: body.challengeId, response: body.response as never }, now());
      return await startSession(reply, member);
    } catch (error) {
      return ceremonyFailed(request, reply, error);
    }
  });

  app.get('/staff/session', guard(null), async (request) => sessionBody(request.staff!.member, request.staff!.id));

  app.post('/staff/auth/sign-out', guard(null), async (request, reply) => {
    await endSession(db, request.staff!.id, now());
    reply.header('set-cookie', sessionCookie(settings, null));
    return { signedOut: true };
  });

  // The members, their roles and passkeys (admins).
  app.get('/staff/members', guard('members'), async () => {
    const rows = await db.query<{
      id: string;
      email: string;
      name: string;
      role: string;
      created_at: Date;
      revoked_at: Date | null;
      passkeys: number;
    }>(
      `SELECT m.id, m.email, m.name, m.role, m.created_at, m.revoked_at, count(p.id)::int AS passkeys
       FROM staff_members m LEFT JOIN staff_passkeys p ON p.member_id = m.id GROUP BY m.id ORDER BY m.revoked_at NULLS FIRST, m.name`,
    );
    return {
      members: rows.map((m) => ({
        id: m.id,
        email: m.email,
        name: m.name,
        role: m.role,
        createdAt: new Date(m.created_at).toISOString(),
        revokedAt: m.revoked_at ? new Date(m.revoked_at).toISOString() : null,
        passkeys: Number(m.passkeys),
      })),
    };
  });

  // An invitation: its link, shown to the admin once, to pass on to the person (it opens one registration).
  app.post('/staff/members/invitations', guard('members'), async (request, reply) => {
    const { email, role } = bodyOf(request);
    if (!isStaffEmail(email)) return refuse(reply, request, 400, 'emailInvalid');
    if (!isStaffRole(role)) return refuse(reply, request, 400, 'roleInvalid');
    const at = now();
    const { token, invitation } = invitationToken(options.secret, email, role, at);
    const [taken] = await db.query('SELECT 1 FROM staff_members WHERE email = $1', [invitation.email]);
    if (taken) return refuse(reply, request, 409, 'memberExists');
    const after = { email: invitation.email, role, expiresAt: invitation.expiresAt.toISOString() };
    await recordChange(
      db,
      request.staff!.member,
      { action: 'member.invite', subject: `invitation:${invitation.nonce}`, before: null, after },
      at,
    );
    return { link: invitationLink(options.staff.origin, token), ...after };
  });

  // Revoked: every session of the member ends now, and their passkeys open nothing more.
  app.post('/staff/members/:id/revoke', guard('members'), async (request, reply) => {
    const { id } = request.params as { id: string };
    if (id === request.staff!.member.id) return refuse(reply, request, 409, 'selfRevoke');
    const at = now();
    const done = await db.transaction(async (tx) => {
      const [member] = /^[0-9a-f-]{36}$/.test(id)
        ? await tx.query<StaffMember & { revoked_at: Date | null }>(
            'SELECT id, email, name, role, revoked_at FROM staff_members WHERE id = $1 FOR UPDATE',
            [id],
          )
        : [];
      if (!member) return null;
      if (!member.revoked_at) {
        await tx.query('UPDATE staff_members SET revoked_at = $2 WHERE id = $1', [id, at]);
        await endMemberSessions(tx, id, at);
        const { revoked_at: _, ...before } = member;
        await recordChange(
          tx,
          request.staff!.member,
          { action: 'member.revoke', subject: `member:${id}`, before, after: { ...before, revokedAt: at.toISOString() } },
          at,
        );
      }
      return { id, revokedAt: (member.revoked_at ?? at).toISOString() };
    });
    return done ?? refuse(reply, request, 404, 'notFound');
  });

  app.get('/staff/audit', guard('audit'), async () => ({ entries: await readAudit(db) }));

  app.get('/staff/leads', guard('leads'), async (request) => readInbox(db, inboxFilter(request.query)));

  // A machine's read with the shared token (the end-to-end suite's, until it signs in to the console) gets what it always had.
  const leadGuard = staffGuard(db, settings, 'leads');
  const tokenRead = (request: FastifyRequest) => Boolean(options.staffToken && request.headers.authorization);
  app.get(
    '/staff/leads/:id',
    {
      ...guard('leads'),
      preHandler: async (request, reply) => {
        if (!tokenRead(request)) return leadGuard(request, reply);
        reply.header('cache-control', 'no-store');
        if (!isStaff(request, options.staffToken!)) return refuse(reply, request, 401, 'signedOut');
      },
    },
    async (request, reply) => {
      const lead = await readLead(db, (request.params as { id: string }).id);
      if (!lead) return refuse(reply, request, 404, 'notFound');
      if (tokenRead(request))
        return { id: lead.id, form: lead.form, locale: lead.locale, createdAt: lead.createdAt, configuration: lead.configuration };
      reply.header('etag', `"${lead.version}"`);
      return lead;
    },
  );

  // A file of a lead, through the API with the session: the files have no public address.
  app.get('/staff/leads/:id/attachments/:attachmentId', guard('leads'), async (request, reply) => {
    const { id, attachmentId } = request.params as { id: string; attachmentId: string };
    const file = await leadAttachment(db, id, attachmentId);
    if (!file) return refuse(reply, request, 404, 'notFound');
    try {
      const bytes = await options.attachments.read(file.key);
      return reply
        .header('content-type', file.mediaType)
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.filename)}`)
        .header('x-content-type-options', 'nosniff')
        .send(bytes);
    } catch (error) {
      if (error instanceof AttachmentMissingError) return refuse(reply, request, 404, 'notFound');
      throw error;
    }
  });

  // A reply in the lead's language from a template, through the outbox (an address that unsubscribed gets none), kept with
  // the lead among its mails and in the log.
  app.post('/staff/leads/:id/reply', guard('leads'), async (request, reply) => {
    const { id } = request.params as { id: string };
    const { template, note } = bodyOf(request);
    if (!isReplyTemplate(template)) return refuse(reply, request, 400, 'templateInvalid');
    const said = typeof note === 'string' ? note.trim() : '';
    if (said.length > NOTE_MAX) return refuse(reply, request, 400, 'noteTooLong');
    const lead = await readLead(db, id);
    const email = lead?.fields.find((field) => field.name === 'email')?.value;
    if (!lead) return refuse(reply, request, 404, 'notFound');
    if (typeof email !== 'string' || lead.form === 'newsletter') return refuse(reply, request, 409, 'noAddress');
    const firstName = lead.fields.find((field) => field.name === 'firstname' || field.name === 'name')?.value;
    const member = request.staff!.member;
    const mail = leadReply(
      options.mail,
      {
        email,
        locale: lead.locale === 'en' ? 'en' : 'fr',
        reference: lead.reference ?? '',
        firstName: typeof firstName === 'string' ? firstName : null,
      },
      { template, note: said, memberName: member.name },
    );
    const at = now();
    await db.transaction(async (tx) => {
      await enqueueMail(tx, { submissionId: id, kind: 'acknowledgement', mail });
      await recordChange(
        tx,
        member,
        { action: 'lead.reply', subject: `lead:${id}`, before: null, after: { template, to: mail.to, subject: mail.subject, note: said } },
        at,
      );
    });
    options.kickOutbox();
    return { to: mail.to, subject: mail.subject, text: mail.text };
  });

  app.post('/staff/leads/:id/status', guard('leads'), async (request, reply) => {
    const { id } = request.params as { id: string };
    const { status, reason } = bodyOf(request);
    const version = ifMatchVersion(request.headers['if-match']);
    if (version === null) return refuse(reply, request, 428, 'versionRequired');
    if (!isLeadStatus(status)) return refuse(reply, request, 400, 'statusInvalid');
    const said = typeof reason === 'string' ? reason.trim() : '';
    if (!said || said.length > REASON_MAX) return refuse(reply, request, 400, 'reasonRequired');
    const outcome = await changeLeadStatus(db, request.staff!.member, { id, status, reason: said, version }, now());
    if (!outcome.ok && outcome.reason === 'notFound') return refuse(reply, request, 404, 'notFound');
    if (!outcome.ok) return refuse(reply, request, 409, 'conflict', { current: outcome.current });
    reply.header('etag', `"${outcome.version}"`);
    return outcome;
  });
}
