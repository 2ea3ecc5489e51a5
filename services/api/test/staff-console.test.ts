// The staff console's routes in the store API (ADR 0066): passkeys from an invitation and sign-in, sessions (idle timeout,
// revocation), roles, CSRF, the sign-in rate limit, the audit log, the inbox, files through the session, and two staff
// changing one lead at once.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { enqueueMail } from '../src/outbox';
import { invitationToken } from '../src/staff/invitation';
import { csrfToken, openSession, sessionCookieName } from '../src/staff/session';
import type { StaffRole } from '../src/staff/roles';
import { decodedMail, STAFF_ORIGIN, testApiPerTest, type TestApi } from './helpers';
import { softwareAuthenticator } from './staff-authenticator';

const freshApi = testApiPerTest();

/** A clock the test moves. */
function clock() {
  const state = { now: Date.parse('2026-11-25T15:00:00Z') };
  return { state, now: () => new Date(state.now) };
}

async function start() {
  const time = clock();
  const t = await freshApi({}, undefined, undefined, { clock: time.now });
  return { t, time };
}

/** A member of `role` with an open session: the headers their console sends with a read and with a change. */
async function member(t: TestApi, role: StaffRole, email = `${role}-${randomUUID().slice(0, 6)}@piscinessoleil.local`) {
  const id = randomUUID();
  await t.db.query('INSERT INTO staff_members (id, email, name, role) VALUES ($1, $2, $3, $4)', [id, email, `Membre ${role}`, role]);
  const session = await openSession(t.db, id, new Date(Date.parse('2026-11-25T15:00:00Z')));
  const cookie = `${sessionCookieName(STAFF_ORIGIN)}=${session.value}`;
  return {
    id,
    email,
    read: { cookie },
    change: { cookie, 'x-csrf-token': csrfToken(t.config.secret, session.id), origin: STAFF_ORIGIN },
  };
}

/** A quote as the site stores it, with a file and its two mails. */
async function lead(t: TestApi, fields: Record<string, string> = { name: 'Marie Tremblay', email: 'marie@example.com' }) {
  const id = randomUUID();
  await t.db.query(
    "INSERT INTO submissions (id, form, locale, fields, reference, configuration) VALUES ($1, 'quote', 'fr', $2::jsonb, $3, $4::jsonb)",
    [id, JSON.stringify(fields), `S-2026-${String(Math.floor(Math.random() * 9999)).padStart(4, '0')}`, JSON.stringify({ total: 5859.1 })],
  );
  const folder = mkdtempSync(join(tmpdir(), 'staff-file-'));
  writeFileSync(join(folder, 'plan.pdf'), '%PDF-1.7 plan de la cour');
  await t.attachments.put(`${id}/0-plan.pdf`, join(folder, 'plan.pdf'), 'application/pdf');
  const attachmentId = randomUUID();
  await t.db.query(
    "INSERT INTO attachments (id, submission_id, field, original_name, filename, storage_key, media_type, size_bytes) VALUES ($1, $2, 'files', 'plan.pdf', 'plan.pdf', $3, 'application/pdf', 24)",
    [attachmentId, id, `${id}/0-plan.pdf`],
  );
  await enqueueMail(t.db, {
    submissionId: id,
    kind: 'acknowledgement',
    mail: {
      from: t.config.mailFrom,
      to: 'marie@example.com',
      subject: 'Nous avons bien reçu votre demande',
      text: 'Merci',
      headers: {},
      attachments: [],
    },
  });
  return { id, attachmentId };
}

const post = (t: TestApi, url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });
const get = (t: TestApi, url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const cookieOf = (setCookie: string | string[] | undefined) => String(setCookie).split(';')[0]!;

describe('passkeys: an invitation, a registration, a sign-in', () => {
  it('makes the member from a single-use invitation, then signs them in with the passkey; a replayed answer opens nothing', async () => {
    const { t, time } = await start();
    const { token } = invitationToken(t.config.secret, 'Admin@PiscinesSoleil.local', 'admin', time.now());
    const passkey = softwareAuthenticator({ origin: STAFF_ORIGIN, rpId: 'localhost' });

    const options = await post(t, '/staff/auth/invitation/options', { token });
    expect(options.statusCode).toBe(200);
    const { challengeId, options: publicKey, email, role } = options.json();
    expect({ email, role }).toEqual({ email: 'admin@piscinessoleil.local', role: 'admin' });
    expect(publicKey.authenticatorSelection).toMatchObject({ residentKey: 'required', userVerification: 'required' });
    expect(publicKey.rp.id).toBe('localhost');

    const registered = await post(t, '/staff/auth/invitation/verify', {
      token,
      name: 'Julie Admin',
      challengeId,
      response: passkey.register(publicKey.challenge),
    });
    expect(registered.statusCode).toBe(200);
    const setCookie = String(registered.headers['set-cookie']);
    expect(setCookie).toMatch(/^staff-session=[\w-]{43}; Path=\/; HttpOnly; SameSite=Strict$/);
    expect(registered.json()).toMatchObject({ member: { email: 'admin@piscinessoleil.local', name: 'Julie Admin', role: 'admin' } });
    expect((await get(t, '/staff/session', { cookie: cookieOf(setCookie) })).json().member.name).toBe('Julie Admin');

    // The link is good once.
    const again = await post(t, '/staff/auth/invitation/options', { token });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('invitationUsed');

    const signIn = (await post(t, '/staff/auth/sign-in/options', {})).json();
    const answer = passkey.assert(signIn.options.challenge);
    const signedIn = await post(t, '/staff/auth/sign-in/verify', { challengeId: signIn.challengeId, response: answer });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().member.email).toBe('admin@piscinessoleil.local');
    // The same answer again: its challenge is spent.
    const replayed = await post(t, '/staff/auth/sign-in/verify', { challengeId: signIn.challengeId, response: answer });
    expect(replayed.statusCode).toBe(409);
    expect(replayed.json().error).toBe('challengeExpired');

    // The registration is in the audit log.
    const audit = (await get(t, '/staff/audit', { cookie: cookieOf(signedIn.headers['set-cookie']) })).json();
    expect(audit.entries).toMatchObject([{ action: 'member.register', memberEmail: 'admin@piscinessoleil.local', before: null }]);
  });

  it('refuses an answer made for another origin, a forged or expired invitation, and a revoked member’s passkey', async () => {
    const { t, time } = await start();
    const passkey = softwareAuthenticator({ origin: STAFF_ORIGIN, rpId: 'localhost' });
    const { token } = invitationToken(t.config.secret, 'ventes@piscinessoleil.local', 'sales', time.now());
    const forged = token.replace('.sales.', '.admin.');
    expect((await post(t, '/staff/auth/invitation/options', { token: forged })).json()).toMatchObject({
      error: 'invitationInvalid',
      message: 'Ce lien d’invitation n’est pas valide. Demandez-en un nouveau à un administrateur.',
    });

    const first = (await post(t, '/staff/auth/invitation/options', { token })).json();
    const phished = await post(t, '/staff/auth/invitation/verify', {
      token,
      name: 'Paul',
      challengeId: first.challengeId,
      response: passkey.register(first.options.challenge, 'https://piscinessoleil.example'),
    });
    expect(phished.statusCode).toBe(401);
    expect(await t.count('staff_members')).toBe(0);

    const second = (await post(t, '/staff/auth/invitation/options', { token })).json();
    const made = await post(t, '/staff/auth/invitation/verify', {
      token,
      name: 'Paul',
      challengeId: second.challengeId,
      response: passkey.register(second.options.challenge),
    });
    expect(made.statusCode).toBe(200);
    await t.db.query('UPDATE staff_members SET revoked_at = now()');
    const signIn = (await post(t, '/staff/auth/sign-in/options', {})).json();
    const refused = await post(t, '/staff/auth/sign-in/verify', {
      challengeId: signIn.challengeId,
      response: passkey.assert(signIn.options.challenge),
    });
    expect(refused.statusCode).toBe(401);

    time.state.now += 4 * 86_400_000;
    const late = invitationToken(t.config.secret, 'tard@piscinessoleil.local', 'sales', new Date(Date.parse('2026-11-25T15:00:00Z')));
    const expired = await t.app.inject({
      method: 'POST',
      url: '/staff/auth/invitation/options',
      payload: { token: late.token },
      headers: { 'accept-language': 'en' },
    });
    expect(expired.json()).toMatchObject({
      error: 'invitationExpired',
      message: 'This invitation link has expired. Ask an administrator for a new one.',
    });
  });

  it('limits sign-in attempts per client', async () => {
    const { t } = await start();
    const codes = [];
    for (let i = 0; i < 11; i += 1) codes.push((await post(t, '/staff/auth/sign-in/options', {})).statusCode);
    expect(codes.slice(0, 10).every((code) => code === 200)).toBe(true);
    expect(codes[10]).toBe(429);
  });
});

describe('sessions, roles and CSRF', () => {
  it('opens each area to its roles only, and to nobody without a session', async () => {
    const { t } = await start();
    const [admin, sales, service] = [await member(t, 'admin'), await member(t, 'sales'), await member(t, 'service')];
    expect((await get(t, '/staff/leads')).statusCode).toBe(401);
    expect((await get(t, '/staff/leads', sales.read)).statusCode).toBe(200);
    expect((await get(t, '/staff/leads', service.read)).statusCode).toBe(403);
    expect((await get(t, '/staff/members', sales.read)).statusCode).toBe(403);
    expect((await get(t, '/staff/audit', sales.read)).statusCode).toBe(403);
    expect((await get(t, '/staff/members', admin.read)).statusCode).toBe(200);
    const session = (await get(t, '/staff/session', sales.read)).json();
    expect(session).toMatchObject({ member: { role: 'sales' }, areas: ['leads'], idleMinutes: 30 });
    expect(session.csrf).toBe(sales.change['x-csrf-token']);
  });

  it('refuses a change without the session’s CSRF token, with another session’s, or from another origin', async () => {
    const { t } = await start();
    const [admin, other] = [await member(t, 'admin'), await member(t, 'admin')];
    const invite = (headers: Record<string, string>) =>
      post(t, '/staff/members/invitations', { email: 'a@piscinessoleil.local', role: 'sales' }, headers);
    expect((await invite(admin.read)).statusCode).toBe(403);
    expect((await invite({ ...admin.change, 'x-csrf-token': other.change['x-csrf-token'] })).statusCode).toBe(403);
    const foreign = await invite({ ...admin.change, origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error).toBe('csrf');
    const made = await invite(admin.change);
    expect(made.statusCode).toBe(200);
    expect(made.json().link).toMatch(/^http:\/\/localhost:3040\/invitation#[\w-]{36}\.\d+\.sales\.[\w-]+\.[\w-]{43}$/);
    const audit = (await get(t, '/staff/audit', admin.read)).json().entries;
    expect(audit[0]).toMatchObject({
      action: 'member.invite',
      memberEmail: admin.email,
      after: { email: 'a@piscinessoleil.local', role: 'sales' },
    });
  });

  it('ends a session after its idle time, and a revoked member’s sessions at once', async () => {
    const { t, time } = await start();
    const [admin, sales] = [await member(t, 'admin'), await member(t, 'sales')];
    for (let step = 0; step < 2; step += 1) {
      // Each request renews the idle time: 29 minutes more is still within it.
      time.state.now += 29 * 60_000;
      expect((await get(t, '/staff/leads', sales.read)).statusCode).toBe(200);
      expect((await get(t, '/staff/members', admin.read)).statusCode).toBe(200);
    }
    const revoked = await post(t, `/staff/members/${sales.id}/revoke`, {}, admin.change);
    expect(revoked.statusCode).toBe(200);
    const gone = await get(t, '/staff/leads', sales.read);
    expect(gone.statusCode).toBe(401);
    expect(gone.json().message).toBe('Votre session a pris fin. Connectez-vous de nouveau.');
    expect((await post(t, `/staff/members/${admin.id}/revoke`, {}, admin.change)).json().error).toBe('selfRevoke');
    time.state.now += 31 * 60_000;
    expect((await get(t, '/staff/members', admin.read)).statusCode).toBe(401);
  });

  it('ends a session at sign-out', async () => {
    const { t } = await start();
    const sales = await member(t, 'sales');
    const out = await post(t, '/staff/auth/sign-out', {}, sales.change);
    expect(String(out.headers['set-cookie'])).toContain('Max-Age=0');
    expect((await get(t, '/staff/session', sales.read)).statusCode).toBe(401);
  });
});

describe('the sales inbox', () => {
  it('lists every lead with its counts by status and form, and reads one whole with its files through the session', async () => {
    const { t } = await start();
    const sales = await member(t, 'sales');
    const quote = await lead(t);
    await lead(t, { email: 'luc@example.com', lastname: 'Gagnon', firstname: 'Luc' });
    const inbox = (await get(t, '/staff/leads', sales.read)).json();
    expect(inbox.counts.status).toEqual({ new: 2, contacted: 0, quoted: 0, won: 0, lost: 0 });
    expect(inbox.counts.form).toEqual({ quote: 2 });
    expect(inbox.leads.map((l: { name: string }) => l.name).sort()).toEqual(['Luc Gagnon', 'Marie Tremblay']);
    expect((await get(t, '/staff/leads?status=won', sales.read)).json().leads).toEqual([]);

    // Marie signed up for the newsletter on her own: that is the proof the store may write to her (CASL).
    const signup = randomUUID();
    await t.db.query("INSERT INTO submissions (id, form, locale, fields) VALUES ($1, 'newsletter', 'fr', '{}'::jsonb)", [signup]);
    await t.db.query(
      `INSERT INTO newsletter_signups (id, email, locale, requested_at, expires_at, consent_ip, consent_page, consent_text, consent_version, submission_id, confirmed_at)
       VALUES ($1, 'Marie@Example.com', 'fr', '2026-11-20T12:00:00Z', '2026-11-27T12:00:00Z', '203.0.113.9', '/fr', 'J’accepte de recevoir l’infolettre.', '2026-09', $1, '2026-11-20T12:05:00Z')`,
      [signup],
    );
    const read = await get(t, `/staff/leads/${quote.id}`, sales.read);
    expect(read.headers.etag).toBe('"1"');
    const luc = (await get(t, '/staff/leads?form=quote', sales.read)).json().leads.find((l: { name: string }) => l.name === 'Luc Gagnon');
    // Labelled in both languages, in the forms' order, whatever order the database keeps.
    expect((await get(t, `/staff/leads/${luc.id}`, sales.read)).json().fields).toEqual([
      { name: 'firstname', value: 'Luc', label: { fr: 'Prénom', en: 'First name' } },
      { name: 'lastname', value: 'Gagnon', label: { fr: 'Nom', en: 'Last name' } },
      { name: 'email', value: 'luc@example.com', label: { fr: 'Courriel', en: 'Email' } },
    ]);
    expect(read.json()).toMatchObject({
      form: 'quote',
      status: 'new',
      version: 1,
      configuration: { total: 5859.1 },
      attachments: [{ id: quote.attachmentId, filename: 'plan.pdf', mediaType: 'application/pdf' }],
      mails: [{ kind: 'acknowledgement', recipient: 'marie@example.com', subject: 'Nous avons bien reçu votre demande', sentAt: null }],
      consents: [
        {
          kind: 'newsletter',
          text: 'J’accepte de recevoir l’infolettre.',
          version: '2026-09',
          ip: '203.0.113.9',
          page: '/fr',
          confirmedAt: '2026-11-20T12:05:00.000Z',
        },
      ],
    });
    const file = await get(t, `/staff/leads/${quote.id}/attachments/${quote.attachmentId}`, sales.read);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe("attachment; filename*=UTF-8''plan.pdf");
    expect(file.body).toBe('%PDF-1.7 plan de la cour');
    expect((await get(t, `/staff/leads/${quote.id}/attachments/${quote.attachmentId}`)).statusCode).toBe(401);
    expect((await get(t, `/staff/leads/${quote.id}/attachments/${randomUUID()}`, sales.read)).statusCode).toBe(404);
  });

  it('changes a status with its reason against the version read: the second of two changes at once is told, nothing is lost', async () => {
    const { t } = await start();
    const [julie, marc] = [await member(t, 'sales'), await member(t, 'admin')];
    const { id } = await lead(t);
    const change = (who: typeof julie, body: object, version?: string) =>
      post(t, `/staff/leads/${id}/status`, body, { ...who.change, ...(version ? { 'if-match': version } : {}) });

    expect((await change(julie, { status: 'contacted', reason: 'Appel' })).statusCode).toBe(428);
    expect((await change(julie, { status: 'contacted', reason: '  ' }, '"1"')).json().error).toBe('reasonRequired');
    expect((await change(julie, { status: 'oublié', reason: 'x' }, '"1"')).json().error).toBe('statusInvalid');

    const [first, second] = await Promise.all([
      change(julie, { status: 'contacted', reason: 'Appelée, rappeler jeudi' }, '"1"'),
      change(marc, { status: 'lost', reason: 'Achète ailleurs' }, '"1"'),
    ]);
    const outcomes = [first, second].map((r) => r.statusCode).sort();
    expect(outcomes).toEqual([200, 409]);
    const refused = [first, second].find((r) => r.statusCode === 409)!;
    const won = [first, second].find((r) => r.statusCode === 200)!;
    expect(refused.json()).toMatchObject({ error: 'conflict', current: { status: won.json().status, version: 2 } });

    const record = (await get(t, `/staff/leads/${id}`, julie.read)).json();
    expect(record).toMatchObject({ status: won.json().status, version: 2 });
    expect(record.history).toHaveLength(1);
    expect(record.history[0]).toMatchObject({ action: 'lead.status', before: { status: 'new', version: 1 }, after: { version: 2 } });
    expect(record.history[0].after.reason).toMatch(/Appelée|Achète/);
  });

  it('replies in the lead’s language from a template, through the outbox, kept with the lead and in the log', async () => {
    const { t } = await start();
    const sales = await member(t, 'sales');
    const { id } = await lead(t, { firstname: 'John', email: 'john@example.com' });
    await t.db.query("UPDATE submissions SET locale = 'en', reference = 'S-2026-0043' WHERE id = $1", [id]);
    const reply = (body: object) => post(t, `/staff/leads/${id}/reply`, body, sales.change);
    expect((await reply({ template: 'nope' })).json().error).toBe('templateInvalid');
    expect((await reply({ template: 'callBack', note: 'x'.repeat(2001) })).json().error).toBe('noteTooLong');
    const sent = await reply({ template: 'callBack', note: 'I am at the store until 5 pm.' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ to: 'john@example.com', subject: 'Your request S-2026-0043: may we call you?' });
    await t.outbox.drain();
    const mail = t.mail.state.sent.find((m) => m.to === 'john@example.com' && m.subject.includes('may we call you'))!;
    expect(decodedMail(mail.raw)).toContain('Hello John,');
    expect(decodedMail(mail.raw)).toContain('I am at the store until 5 pm.');
    expect(mail.raw).toMatch(/^Reply-To: ventes@piscinessoleil\.local$/m);
    expect(mail.raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    const record = (await get(t, `/staff/leads/${id}`, sales.read)).json();
    expect(record.mails.map((m: { subject: string }) => m.subject)).toContain('Your request S-2026-0043: may we call you?');
    expect(record.history[0]).toMatchObject({
      action: 'lead.reply',
      memberEmail: sales.email,
      after: { template: 'callBack', to: 'john@example.com' },
    });
    expect((await post(t, `/staff/leads/${id}/reply`, { template: 'received' }, sales.read)).statusCode).toBe(403);
  });

  it('still answers the shared token’s read of a stored configuration (the end-to-end suite’s), and nothing more', async () => {
    const time = clock();
    const t = await freshApi({ staffToken: 'staff-token' }, undefined, undefined, { clock: time.now });
    const { id } = await lead(t);
    const read = await get(t, `/staff/leads/${id}`, { authorization: 'Bearer staff-token' });
    expect(read.json()).toEqual({ id, form: 'quote', locale: 'fr', createdAt: expect.any(String), configuration: { total: 5859.1 } });
    expect((await get(t, `/staff/leads/${id}`, { authorization: 'Bearer wrong' })).statusCode).toBe(401);
    expect((await get(t, '/staff/leads', { authorization: 'Bearer staff-token' })).statusCode).toBe(401);
  });
});
