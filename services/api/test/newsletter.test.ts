import { describe, expect, it } from 'vitest';
import { SUPPRESSION_KEYS_MIGRATION } from '../src/leads/leads';
import { unsubscribeToken } from '../src/mail';
import { confirmationToken, confirmNewsletterSignup, newsletterRecipients } from '../src/newsletter';
import { testApiPerTest, type TestApi } from './helpers';

const freshApi = testApiPerTest();

const DAY_MS = 24 * 60 * 60 * 1000;
/** A mail's raw text with quoted-printable soft breaks and escapes undone, so links read whole. */
const unfold = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
const confirmLink = (raw: string) => /http:\/\/localhost:3010(\/newsletter\/confirm\?[^\s>]+)/.exec(unfold(raw))?.[1];
const unsubscribeLink = (raw: string) => /List-Unsubscribe:\s*<http:\/\/localhost:3010([^>]+)>/.exec(unfold(raw))?.[1];

function signUp(t: TestApi, email: string, locale: 'fr' | 'en' = 'fr', remoteAddress = '127.0.0.1') {
  return t.app.inject({
    method: 'POST',
    url: `/forms/newsletter?lang=${locale}`,
    payload: { email, consent: true, page: `http://localhost:3000/${locale}/contact` },
    headers: { 'x-firebase-appcheck': t.token(), 'user-agent': 'test-browser' },
    remoteAddress,
  });
}
const page = { accept: 'text/html,application/xhtml+xml', 'content-type': 'application/x-www-form-urlencoded' };
const subscribers = (t: TestApi) => t.db.query<Record<string, unknown>>('SELECT * FROM newsletter_subscribers');
const suppressed = async (t: TestApi, email: string) =>
  (await t.db.query('SELECT 1 FROM suppressions WHERE email = $1', [email])).length > 0;

describe('newsletter double opt-in', () => {
  it('a sign-up, even of someone else’s address, is pending with its proof until the owner clicks the mailed link, and its page posts', async () => {
    const t = await freshApi();
    const response = await signUp(t, 'Victime@Example.com', 'en', '203.0.113.7');
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe(
      'Your sign-up was delivered successfully. To confirm it, click the link in the email we just sent you.',
    );
    expect(await subscribers(t)).toEqual([]);
    const [signup] = await t.db.query<Record<string, unknown>>('SELECT * FROM newsletter_signups');
    expect(signup).toMatchObject({
      email: 'victime@example.com',
      locale: 'en',
      consent_ip: '203.0.113.7',
      consent_user_agent: 'test-browser',
      consent_page: 'http://localhost:3000/en/contact',
      consent_text:
        'I agree to receive the Piscines Soleil newsletter by email (promotions and seasonal advice). I can withdraw my consent at any time.',
      confirmed_at: null,
    });
    expect((signup!.expires_at as Date).getTime() - (signup!.requested_at as Date).getTime()).toBe(7 * DAY_MS);

    await t.outbox.drain();
    expect(t.mail.state.sent.map((m) => [m.to, m.subject])).toEqual([
      ['victime@example.com', 'Confirm your sign-up to the Piscines Soleil newsletter'],
    ]);
    const link = confirmLink(t.mail.state.sent[0]!.raw);
    expect(link).toMatch(/^\/newsletter\/confirm\?token=[\w.-]+&lang=en$/);

    // A mail scanner opening the link subscribes nobody: the page only offers the button.
    const opened = await t.app.inject({ method: 'GET', url: link! });
    expect(opened.statusCode).toBe(200);
    expect(opened.body).toContain('To receive the Piscines Soleil newsletter at victime@example.com, confirm your sign-up.');
    expect(opened.body).toMatch(
      /<form method="post" action="\/newsletter\/confirm\?token=[\w.-]+&#38;lang=en"><button type="submit">Confirm my sign-up<\/button>/,
    );
    expect(await subscribers(t)).toEqual([]);

    const clicked = await t.app.inject({ method: 'POST', url: link!, headers: page, payload: '' });
    expect(clicked.statusCode).toBe(200);
    expect(clicked.body).toContain('Your newsletter sign-up is confirmed.');
    const [subscriber] = await subscribers(t);
    expect(subscriber).toMatchObject({
      email: 'victime@example.com',
      consent_ip: '203.0.113.7',
      consent_user_agent: 'test-browser',
      unsubscribed_at: null,
      signup_id: signup!.id,
    });
    expect(subscriber!.confirmed_at).toBeInstanceOf(Date);
    // Clicking twice changes nothing.
    expect((await t.app.inject({ method: 'POST', url: link!, headers: page, payload: '' })).statusCode).toBe(200);
    expect(await subscribers(t)).toHaveLength(1);
  });

  it('refuses a forged, altered or expired confirmation link', async () => {
    const t = await freshApi();
    await signUp(t, 'marie@example.com');
    await t.outbox.drain();
    const link = confirmLink(t.mail.state.sent[0]!.raw)!;
    const token = new URL(link, 'http://x').searchParams.get('token')!;
    const [id, expires, signature] = token.split('.') as [string, string, string];
    const [other] = await t.db.query<{ id: string }>(
      `INSERT INTO newsletter_signups (id, email, locale, requested_at, expires_at, consent_text, consent_version, submission_id)
       SELECT gen_random_uuid(), 'jean@example.com', locale, now(), now() + interval '7 days', consent_text, consent_version, submission_id FROM newsletter_signups RETURNING id`,
    );
    const tries = {
      forged: `${id}.${expires}.${'A'.repeat(43)}`,
      later: `${id}.${Number(expires) + 30 * 86_400}.${signature}`,
      otherSignup: `${other!.id}.${expires}.${signature}`,
      otherSecret: confirmationToken('another-secret', { id, email: 'marie@example.com', expiresAt: new Date(Number(expires) * 1000) }),
      garbage: 'not-a-token',
    };
    for (const [name, forged] of Object.entries(tries)) {
      for (const method of ['GET', 'POST'] as const) {
        const response = await t.app.inject({
          method,
          url: `/newsletter/confirm?token=${encodeURIComponent(forged)}&lang=fr`,
          headers: page,
          payload: method === 'POST' ? '' : undefined,
        });
        expect(response.statusCode, `${name} ${method}`).toBe(400);
        expect(response.body).toContain('Ce lien n’est pas valide.');
      }
    }
    // Expired: a link signed with the right secret whose date has passed, and the real link 8 days later.
    const expired = confirmationToken(t.config.secret, { id, email: 'marie@example.com', expiresAt: new Date(Date.now() - 1000) });
    const late = await t.app.inject({ method: 'POST', url: `/newsletter/confirm?token=${expired}&lang=fr`, headers: page, payload: '' });
    expect(late.statusCode).toBe(410);
    expect(late.body).toContain('Ce lien de confirmation a expiré.');
    expect(await confirmNewsletterSignup(t.db, t.config.secret, token, new Date(Date.now() + 8 * DAY_MS))).toEqual({
      ok: false,
      reason: 'expired',
    });
    expect(await subscribers(t)).toEqual([]);
    // The real link, in time, still works.
    expect((await t.app.inject({ method: 'POST', url: link, headers: page, payload: '' })).statusCode).toBe(200);
  });

  it('an address that unsubscribed stays suppressed after a new sign-up, until its owner confirms', async () => {
    const t = await freshApi();
    const email = 'marie@example.com';
    await t.app.inject({
      method: 'POST',
      url: `/unsubscribe?email=${encodeURIComponent(email)}&token=${unsubscribeToken(t.config.secret, email)}&lang=fr`,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(await suppressed(t, email)).toBe(true);

    expect((await signUp(t, email)).statusCode).toBe(201);
    expect(await suppressed(t, email)).toBe(true);
    // The confirmation still reaches the address (it answers its own request); acknowledgements do not.
    await t.app.inject({
      method: 'POST',
      url: '/forms/contact?lang=fr',
      payload: { name: 'Marie Côté', email, phone: '514 555-0100', message: 'Bonjour' },
      headers: { 'x-firebase-appcheck': t.token() },
    });
    await t.outbox.drain();
    expect(t.mail.state.sent.map((m) => [m.to, m.subject]).sort()).toEqual([
      [email, 'Confirmez votre inscription à l’infolettre de Piscines Soleil'],
      ['ventes@piscinessoleil.local', expect.stringMatching(/^\[Nous joindre\] S-\d{4}-0002 — Marie Côté$/)],
    ]);
    expect(await subscribers(t)).toEqual([]);

    const link = confirmLink(t.mail.state.sent.find((m) => m.to === email)!.raw)!;
    await t.app.inject({ method: 'GET', url: link });
    expect(await suppressed(t, email)).toBe(true);
    await t.app.inject({ method: 'POST', url: link, headers: page, payload: '' });
    expect(await suppressed(t, email)).toBe(false);
    expect(await subscribers(t)).toHaveLength(1);
  });

  it('mails one confirmation an hour per address, however often the address is typed in', async () => {
    const t = await freshApi();
    for (let i = 0; i < 3; i += 1) expect((await signUp(t, 'marie@example.com')).statusCode).toBe(201);
    await t.outbox.drain();
    expect(t.mail.state.sent).toHaveLength(1);
    expect(await t.count('newsletter_signups')).toBe(3);
  });
});

describe('unsubscribing', () => {
  it('GET shows a confirm button and changes nothing; its POST, and a mail client’s one-click POST, unsubscribe', async () => {
    const t = await freshApi();
    await signUp(t, 'marie@example.com', 'fr');
    await t.outbox.drain();
    const link = unsubscribeLink(t.mail.state.sent[0]!.raw)!;
    expect(link).toMatch(/^\/unsubscribe\?email=marie%40example\.com&token=[\w-]+&lang=fr$/);

    const opened = await t.app.inject({ method: 'GET', url: link });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toContain('text/html');
    expect(opened.body).toContain('Voulez-vous ne plus recevoir de courriels de Piscines Soleil à l’adresse marie@example.com ?');
    expect(opened.body).toContain('<form method="post"');
    expect(opened.body).toContain('Me désabonner</button>');
    expect(await t.count('suppressions')).toBe(0);

    const clicked = await t.app.inject({ method: 'POST', url: link, headers: page, payload: '' });
    expect(clicked.statusCode).toBe(200);
    expect(clicked.body).toContain('Vous ne recevrez plus nos courriels.');
    expect(await suppressed(t, 'marie@example.com')).toBe(true);

    const email = 'jean@example.com';
    const oneClick = await t.app.inject({
      method: 'POST',
      url: `/unsubscribe?email=${encodeURIComponent(email)}&token=${unsubscribeToken(t.config.secret, email)}&lang=en`,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.json().message).toBe('Your address was removed from our mailings. You will not receive our emails any more.');
    expect(await suppressed(t, email)).toBe(true);
    const forged = await t.app.inject({
      method: 'POST',
      url: `/unsubscribe?email=${encodeURIComponent('paul@example.com')}&token=${unsubscribeToken(t.config.secret, email)}`,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(forged.statusCode).toBe(400);
    expect(await suppressed(t, 'paul@example.com')).toBe(false);
  });

  it('the newsletter goes to confirmed subscribers only: a pending sign-up, a subscriber from before the double opt-in and an unsubscribed one are left out', async () => {
    const t = await freshApi({ staffToken: 'staff-secret-token' });
    for (const email of ['confirmed@example.com', 'pending@example.com', 'left@example.com'])
      expect((await signUp(t, email, 'en')).statusCode).toBe(201);
    await t.outbox.drain();
    for (const mail of t.mail.state.sent.filter((m) => m.to !== 'pending@example.com')) {
      expect((await t.app.inject({ method: 'POST', url: confirmLink(mail.raw)!, headers: page, payload: '' })).statusCode).toBe(200);
    }
    await t.app.inject({
      method: 'POST',
      url: `/unsubscribe?email=left%40example.com&token=${unsubscribeToken(t.config.secret, 'left@example.com')}`,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    // A subscriber written before migration 5: a proof of consent, never confirmed by the address's owner.
    await t.db.query(
      `INSERT INTO newsletter_subscribers (email, locale, consented_at, consent_text, consent_version, submission_id)
       SELECT 'legacy@example.com', 'fr', now(), consent_text, consent_version, submission_id FROM newsletter_signups LIMIT 1`,
    );
    expect(await t.count('newsletter_subscribers')).toBe(3);

    const staff = { authorization: 'Bearer staff-secret-token' };
    expect((await t.app.inject({ method: 'GET', url: '/staff/newsletter/recipients' })).statusCode).toBe(401);
    const listed = await t.app.inject({ method: 'GET', url: '/staff/newsletter/recipients', headers: staff });
    expect(listed.statusCode).toBe(200);
    expect(listed.headers['cache-control']).toBe('no-store');
    const { recipients } = listed.json() as {
      recipients: { email: string; locale: string; confirmedAt: string; unsubscribeUrl: string }[];
    };
    expect(recipients.map((recipient) => recipient.email)).toEqual(['confirmed@example.com']);
    expect(recipients[0]).toMatchObject({
      locale: 'en',
      unsubscribeUrl: `http://localhost:3010/unsubscribe?email=confirmed%40example.com&token=${unsubscribeToken(t.config.secret, 'confirmed@example.com')}&lang=en`,
    });
    expect(Date.parse(recipients[0]!.confirmedAt)).not.toBeNaN();

    // The legacy address confirms as anyone does: a sign-up and its owner's click, then it is a recipient.
    expect((await signUp(t, 'legacy@example.com')).statusCode).toBe(201);
    await t.outbox.drain();
    const legacyMail = t.mail.state.sent.find((m) => m.to === 'legacy@example.com')!;
    expect((await t.app.inject({ method: 'POST', url: confirmLink(legacyMail.raw)!, headers: page, payload: '' })).statusCode).toBe(200);
    const after = (await t.app.inject({ method: 'GET', url: '/staff/newsletter/recipients', headers: staff })).json() as {
      recipients: { email: string }[];
    };
    expect(after.recipients.map((recipient) => recipient.email)).toEqual(['confirmed@example.com', 'legacy@example.com']);
  });

  it('the pages read in English too', async () => {
    const t = await freshApi();
    const email = 'jean@example.com';
    const opened = await t.app.inject({
      method: 'GET',
      url: `/unsubscribe?email=${encodeURIComponent(email)}&token=${unsubscribeToken(t.config.secret, email)}&lang=en`,
    });
    expect(opened.body).toContain('<html lang="en-CA">');
    expect(opened.body).toContain('Do you want to stop receiving emails from Piscines Soleil at jean@example.com?');
    expect(opened.body).toContain('Unsubscribe me</button>');
  });
});

describe('one mailbox, however it is written (ADR 0049)', () => {
  const victim = 'victim@example.test';
  const oneClick = (t: TestApi, email: string) =>
    t.app.inject({
      method: 'POST',
      url: `/unsubscribe?email=${encodeURIComponent(email)}&token=${unsubscribeToken(t.config.secret, email)}&lang=fr`,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
  const contact = (t: TestApi, email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/forms/contact?lang=fr',
      payload: { name: 'Marie Côté', email, phone: '514 555-0100', message: 'Bonjour' },
      headers: { 'x-firebase-appcheck': t.token() },
    });
  /** Every mailbox a sent mail reached, from its To header as the receiving server reads it. */
  const reached = (t: TestApi) =>
    t.mail.state.sent.map((mail) =>
      /^To: (.*)$/m
        .exec(mail.raw)?.[1]
        ?.replace(/^.*<([^>]+)>.*$/, '$1')
        .toLowerCase(),
    );

  it('an unsubscribed address gets no acknowledgement under another spelling: a list, a display name or a group is refused in words, case and spaces are the same mailbox', async () => {
    const t = await freshApi();
    expect((await oneClick(t, victim)).statusCode).toBe(200);
    for (const email of ['x,victim@example.test', 'x<victim@example.test>', 'g:victim@example.test;']) {
      const response = await contact(t, email);
      expect(response.statusCode, email).toBe(400);
      expect(response.json().fields, email).toEqual([
        { field: 'email', rule: 'email', message: 'Le champ «\u00a0Courriel\u00a0» doit contenir un courriel valide.' },
      ]);
    }
    for (const email of ['VICTIM@Example.TEST', ' victim@example.test ', 'Victim@example.test'])
      expect((await contact(t, email)).statusCode, email).toBe(201);
    await t.outbox.drain();
    // The store hears from each lead; the unsubscribed mailbox hears nothing.
    expect(reached(t)).toEqual(['ventes@piscinessoleil.local', 'ventes@piscinessoleil.local', 'ventes@piscinessoleil.local']);
    const [stored] = await t.db.query<{ fields: { email: string } }>('SELECT fields FROM submissions LIMIT 1');
    expect(stored!.fields.email.toLowerCase()).toBe(victim);
  });

  it('six spellings of one mailbox get one newsletter confirmation an hour', async () => {
    const t = await freshApi();
    const spellings = [
      'victim@example.test',
      'Victim@Example.TEST',
      ' VICTIM@example.test',
      'x,victim@example.test',
      'x<victim@example.test>',
      'g:victim@example.test;',
    ];
    const statuses = [];
    for (const email of spellings) statuses.push((await signUp(t, email)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 400, 400, 400]);
    await t.outbox.drain();
    expect(reached(t)).toEqual([victim]);
    expect(t.mail.state.sent[0]!.to).toBe(victim);
    expect((await t.db.query<{ email: string }>('SELECT DISTINCT email FROM newsletter_signups')).map((row) => row.email)).toEqual([
      victim,
    ]);
  });

  it('a link mailed before addresses were parsed once unsubscribes every mailbox its address reached', async () => {
    const t = await freshApi();
    expect((await oneClick(t, 'x<victim@example.test>')).statusCode).toBe(200);
    expect(await suppressed(t, victim)).toBe(true);
    expect((await contact(t, victim)).statusCode).toBe(201);
    await t.outbox.drain();
    expect(reached(t)).toEqual(['ventes@piscinessoleil.local']);
  });

  it('migration 14 gives each suppression written as typed a row per mailbox in it, so the next mail to that mailbox is suppressed', async () => {
    const t = await freshApi();
    for (const typed of ['x<victim@example.test>', 'g:other@example.test;', 'x,third@example.test'])
      await t.db.query('INSERT INTO suppressions (email) VALUES ($1)', [typed]);
    await t.db.query(SUPPRESSION_KEYS_MIGRATION);
    for (const email of [victim, 'other@example.test', 'third@example.test']) expect(await suppressed(t, email), email).toBe(true);
    expect(await suppressed(t, 'x<victim@example.test>')).toBe(true);
    expect((await contact(t, 'Victim@Example.test')).statusCode).toBe(201);
    await t.outbox.drain();
    expect(reached(t)).toEqual(['ventes@piscinessoleil.local']);
  });

  it('the newsletter leaves out a subscriber row written as typed that is not one plain mailbox', async () => {
    const t = await freshApi();
    expect((await signUp(t, victim)).statusCode).toBe(201);
    await t.db.query(
      `INSERT INTO newsletter_subscribers (email, locale, consented_at, consent_text, consent_version, submission_id, confirmed_at)
       SELECT 'x<other@example.test>', 'fr', now(), consent_text, consent_version, submission_id, now() FROM newsletter_signups LIMIT 1`,
    );
    expect(await newsletterRecipients(t.db, { publicUrl: t.config.publicUrl, secret: t.config.secret })).toEqual([]);
  });
});
