import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LEAD_REFUSAL_CODES, MEGABYTE } from '@storefront/validation';
import { FORGED_PDF, multipart, ORIGIN, PDF, person, place, PNG, testApiPerTest, type TestApi } from './helpers';

const freshApi = testApiPerTest();

const send = async (t: TestApi, url: string, body: Awaited<ReturnType<typeof multipart>>, token: string | null = t.token()) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, ...(token ? { 'x-firebase-appcheck': token } : {}) },
  });

const tmpLeft = (t: TestApi) => (existsSync(join(t.config.dataDir, 'tmp')) ? readdirSync(join(t.config.dataDir, 'tmp')) : []);
const storedFiles = (t: TestApi) => (existsSync(t.config.attachmentsDir) ? readdirSync(t.config.attachmentsDir) : []);

async function nothingStored(t: TestApi) {
  expect(await t.count('submissions')).toBe(0);
  expect(await t.count('attachments')).toBe(0);
  expect(await t.count('outbox')).toBe(0);
  expect(tmpLeft(t)).toEqual([]);
  expect(storedFiles(t)).toEqual([]);
}

describe('store API: a lead is stored with its files, then mailed', () => {
  it('stores a quote request with its attachments in one go, then mails the store and the visitor once each', async () => {
    const t = await freshApi();
    const body = await multipart({ ...person, ...place, model: 'Spa Bora', newsletter: 'on' }, [
      { field: 'files', name: 'terrain.png', bytes: PNG, type: 'image/png' },
      { field: 'files', name: 'plan.pdf', bytes: PDF, type: 'application/pdf' },
    ]);
    const response = await send(t, '/forms/quote?lang=fr', body);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      title: 'Confirmation',
      message: 'Votre message a été envoyé avec succès. Nous vous contacterons dans les plus brefs délais.',
    });
    const [row] = await t.db.query<{ form: string; fields: Record<string, string> }>('SELECT form, fields FROM submissions');
    expect(row).toMatchObject({ form: 'quote', fields: { firstname: 'Marie', model: 'Spa Bora', postalCode: 'H7S 1M9' } });
    const files = await t.db.query<{ original_name: string; media_type: string; storage_key: string }>(
      'SELECT * FROM attachments ORDER BY original_name',
    );
    expect(files.map((f) => [f.original_name, f.media_type])).toEqual([
      ['plan.pdf', 'application/pdf'],
      ['terrain.png', 'image/png'],
    ]);
    for (const file of files) expect(existsSync(join(t.config.attachmentsDir, file.storage_key))).toBe(true);
    // A quote request is never a newsletter sign-up, whatever the body carries.
    expect(await t.count('newsletter_subscribers')).toBe(0);

    await t.outbox.drain();
    expect(t.mail.state.sent.map((m) => m.to).sort()).toEqual(['marie@example.com', 'ventes@piscinessoleil.local']);
    const notification = t.mail.state.sent.find((m) => m.to === 'ventes@piscinessoleil.local')!;
    expect(notification.raw).toContain('filename=plan.pdf');
    expect(notification.raw).toContain('List-Unsubscribe');
    expect(notification.raw.toLowerCase()).toContain(`x-submission-id: ${response.json().id}`);
    expect(tmpLeft(t)).toEqual([]);
  });

  it('stores a lead sent again under its key once, answers its first id, and refuses a malformed key', async () => {
    const t = await freshApi();
    const again = async (key: string) => {
      const body = await multipart({ ...person, ...place, model: 'Spa Bora' }, [
        { field: 'files', name: 'plan.pdf', bytes: PDF, type: 'application/pdf' },
      ]);
      return t.app.inject({
        method: 'POST',
        url: '/forms/quote?lang=fr',
        payload: body.payload,
        headers: { ...body.headers, 'x-firebase-appcheck': t.token(), 'idempotency-key': key },
      });
    };
    const first = await again('lead-key-0123456789abcdef');
    const second = await again('lead-key-0123456789abcdef');
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.json().id).toBe(first.json().id);
    expect(await t.count('submissions')).toBe(1);
    expect(await t.count('attachments')).toBe(1);
    expect(await t.count('outbox')).toBe(2);
    expect(storedFiles(t)).toHaveLength(1);
    // Another key is another lead.
    expect((await again('lead-key-fedcba9876543210')).statusCode).toBe(201);
    expect(await t.count('submissions')).toBe(2);
    const malformed = await again('short');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ error: 'invalidRequest', field: 'idempotency-key' });
    expect(await t.count('submissions')).toBe(2);
  });

  it('keeps every mail while the mail server is down, and sends each exactly once when it is back', async () => {
    const t = await freshApi({}, { baseDelayMs: 400, maxDelayMs: 2_000 });
    t.mail.state.down = true;
    for (const name of ['Marie Côté', 'Jean Roy']) {
      const response = await send(
        t,
        '/forms/contact?lang=fr',
        await multipart({ name, email: 'client@example.com', phone: '514 555-0100', message: 'Bonjour' }),
      );
      expect(response.statusCode).toBe(201);
    }
    await t.outbox.drain();
    expect(t.mail.state.failures).toBe(4);
    expect(t.mail.state.sent).toEqual([]);
    const pending = await t.db.query<{ attempts: number; last_error: string }>(
      'SELECT attempts, last_error FROM outbox WHERE sent_at IS NULL',
    );
    expect(pending).toHaveLength(4);
    expect(pending.every((row) => row.attempts === 1 && row.last_error.includes('ECONNREFUSED'))).toBe(true);

    // Still down at the next attempt (each mail tried again after its delay); then back.
    await new Promise((resolve) => setTimeout(resolve, 450));
    await t.outbox.drain();
    expect(t.mail.state.failures).toBe(8);
    t.mail.state.down = false;
    for (let i = 0; i < 40 && (await t.count('outbox WHERE sent_at IS NULL')) > 0; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      await Promise.all([t.outbox.drain(), t.outbox.drain()]);
    }
    expect(await t.count('outbox WHERE sent_at IS NULL')).toBe(0);
    const ids = t.mail.state.sent.map((m) => m.messageId);
    expect(ids).toHaveLength(4);
    expect(new Set(ids).size).toBe(4);
    await t.outbox.drain();
    expect(t.mail.state.sent).toHaveLength(4);
  });

  it('takes a CV with a job application, and refuses one without', async () => {
    const t = await freshApi();
    const fields = { ...person, city: 'Laval', job: 'Technicien de piscines' };
    const missing = await send(t, '/forms/careers?lang=fr', await multipart(fields));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual([{ field: 'cv', rule: 'required', message: 'Le champ «\u00a0CV\u00a0» est requis.' }]);
    await nothingStored(t);
    const ok = await send(t, '/forms/careers?lang=fr', await multipart(fields, [{ field: 'cv', name: 'cv.pdf', bytes: PDF }]));
    expect(ok.statusCode).toBe(201);
    expect(await t.count('attachments')).toBe(1);
  });

  it('refuses a newsletter sign-up without consent', async () => {
    const t = await freshApi();
    const response = await t.app.inject({
      method: 'POST',
      url: '/forms/newsletter?lang=fr',
      payload: { email: 'a@b.co' },
      headers: { 'x-firebase-appcheck': t.token() },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[0].message).toBe('Cochez la case «\u00a0J’accepte de recevoir l’infolettre\u00a0» pour vous inscrire.');
    await nothingStored(t);
  });
});

describe('store API: every bad input gets a clear, localized 4xx and nothing is stored half-way', () => {
  it('refuses a submission without a valid integrity token', async () => {
    const t = await freshApi();
    const body = await multipart({ name: 'Marie', email: 'a@b.co', phone: '450 555-0123', message: 'x' });
    for (const token of [null, 'v1.0.abc.forged']) {
      const response = await send(t, '/forms/contact?lang=fr', body, token);
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('La vérification de sécurité a échoué. Rechargez la page et réessayez.');
    }
    await nothingStored(t);
  });

  it('answers wrong types and invalid values field by field, in the visitor’s language', async () => {
    const t = await freshApi();
    const response = await t.app.inject({
      method: 'POST',
      url: '/forms/quote',
      payload: { firstname: 42, lastname: ['Côté'], email: 'marie@', phone: '555', postalCode: '90210', city: '' },
      headers: { 'x-firebase-appcheck': t.token(), 'accept-language': 'en-CA,en;q=0.9' },
    });
    expect(response.statusCode).toBe(400);
    const fields = response.json().fields as { field: string; message: string }[];
    expect(Object.fromEntries(fields.map((f) => [f.field, f.message]))).toEqual({
      firstname: 'The “First name” field is not valid.',
      lastname: 'The “Last name” field is not valid.',
      email: 'The “Email” field must contain a valid email address.',
      phone: 'The “Phone” field is not valid.',
      address: 'The “Address” field is required.',
      city: 'Please specify the city.',
      postalCode: 'The “Postal code” field is not valid.',
    });
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/forms/quote?lang=fr',
      payload: '[1,2]',
      headers: { 'content-type': 'application/json', 'x-firebase-appcheck': t.token() },
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().message).toBe('La demande n’est pas valide.');
    const broken = await t.app.inject({
      method: 'POST',
      url: '/forms/quote?lang=fr',
      payload: '{"firstname":',
      headers: { 'content-type': 'application/json', 'x-firebase-appcheck': t.token() },
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBe('Le contenu envoyé n’est pas du JSON valide.');
    await nothingStored(t);
  });

  it('refuses a file whose content is not an image, PDF, Word or Excel, whatever its name', async () => {
    const t = await freshApi();
    for (const bytes of [FORGED_PDF, new TextEncoder().encode('#!/bin/sh\necho pwned\n')]) {
      const body = await multipart({ ...person, ...place }, [
        { field: 'files', name: 'plan.pdf', bytes: PDF },
        { field: 'files', name: 'devis.pdf', bytes, type: 'application/pdf' },
      ]);
      const response = await send(t, '/forms/quote?lang=fr', body);
      expect(response.statusCode).toBe(415);
      expect(response.json().message).toBe('Le fichier devis.pdf n’est pas d’un type accepté (images, PDF, Word ou Excel).');
      // A code of the leads' wire (@storefront/validation's leads-api.ts), on the field the form shows it.
      expect(LEAD_REFUSAL_CODES).toContain(response.json().error);
      expect(response.json().fields).toMatchObject([{ field: 'files', rule: 'fileType' }]);
    }
    await nothingStored(t);
  });

  it('stops reading at 23 MB in all, with the spec’s message, and keeps nothing', async () => {
    const t = await freshApi();
    const big = Buffer.concat([Buffer.from(PDF), Buffer.alloc(12 * MEGABYTE)]);
    const body = await multipart({ ...person, ...place }, [
      { field: 'files', name: 'a.pdf', bytes: big },
      { field: 'files', name: 'b.pdf', bytes: big },
    ]);
    const response = await send(t, '/forms/quote?lang=fr', body);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('La limite de poids de fichier joint est dépassé. Maximum 23 mo.');
    await nothingStored(t);
  });

  it('refuses too many files, and files where the form takes none', async () => {
    const t = await freshApi();
    const six = Array.from({ length: 6 }, (_, i) => ({ field: 'files', name: `${i}.pdf`, bytes: PDF }));
    const tooMany = await send(t, '/forms/quote?lang=en', await multipart({ ...person, ...place }, six));
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.json().message).toBe('You can attach at most 5 files.');
    const stray = await send(
      t,
      '/forms/video-conference?lang=fr',
      await multipart({ ...person, callbackPeriod: 'morning' }, [{ field: 'files', name: 'a.pdf', bytes: PDF }]),
    );
    expect(stray.statusCode).toBe(400);
    await nothingStored(t);
  });

  it('slows down a client that floods, per client', async () => {
    const t = await freshApi({ rateLimitPerMinute: 3 });
    const body = await multipart({ name: 'Marie', email: 'a@b.co', phone: '450 555-0123', message: 'x' });
    const codes: number[] = [];
    for (let i = 0; i < 5; i += 1) codes.push((await send(t, '/forms/contact?lang=fr', body)).statusCode);
    expect(codes).toEqual([201, 201, 201, 429, 429]);
    const flooded = await send(t, '/forms/contact?lang=fr', body);
    expect(flooded.json().message).toBe('Trop d’envois en peu de temps. Réessayez dans une minute.');
    const other = await t.app.inject({
      method: 'POST',
      url: '/forms/contact?lang=fr',
      payload: body.payload,
      headers: { ...body.headers, 'x-firebase-appcheck': t.token() },
      remoteAddress: '10.0.0.9',
    });
    expect(other.statusCode).toBe(201);
    expect(await t.count('submissions')).toBe(4);
  });

  it('stores nothing, files included, when the transaction fails', async () => {
    const t = await freshApi();
    await t.db.query('ALTER TABLE outbox RENAME TO outbox_away');
    const body = await multipart({ ...person, ...place }, [{ field: 'files', name: 'plan.pdf', bytes: PDF }]);
    const response = await send(t, '/forms/quote?lang=fr', body);
    expect(response.statusCode).toBe(500);
    expect(response.json().message).toBe('Une erreur s’est produite, veuillez réessayer plus tard.');
    await t.db.query('ALTER TABLE outbox_away RENAME TO outbox');
    await nothingStored(t);
  });

  it('allows the site’s own origins only', async () => {
    const t = await freshApi();
    const preflight = (origin: string) =>
      t.app.inject({
        method: 'OPTIONS',
        url: '/forms/contact',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'x-firebase-appcheck' },
      });
    const own = await preflight(ORIGIN);
    expect(own.headers['access-control-allow-origin']).toBe(ORIGIN);
    expect(String(own.headers['access-control-allow-headers'])).toContain('x-firebase-appcheck');
    const other = await preflight('https://evil.example');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});
