// ADR 0051: every accepted lead gets a reference the store API issues in the transaction that stores it (S-2026-0042),
// answered to the page with by when the store answers, carried by both mails, never shared, and answered again to a retry.
import { describe, expect, it } from 'vitest';
import { multipart, person, place, testApiPerTest, type TestApi } from './helpers';

const freshApi = testApiPerTest();

/** A Wednesday at noon in Laval (17 h UTC, EST): the store answers by noon the next day. */
const WEDNESDAY_NOON = new Date('2026-11-25T17:00:00Z');

async function post(t: TestApi, form: string, fields: Record<string, string>, key?: string) {
  const body = await multipart(fields);
  return t.app.inject({
    method: 'POST',
    url: `/forms/${form}?lang=fr`,
    payload: body.payload,
    headers: { ...body.headers, 'x-firebase-appcheck': t.token(), ...(key ? { 'idempotency-key': key } : {}) },
  });
}

const contact = { name: 'Marie Côté', email: 'marie@example.com', phone: '450 555-0123', message: 'Bonjour' };
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('store API: a lead’s reference', () => {
  it('is issued, stored with the lead, answered with the reply’s promise, and carried by both mails', async () => {
    const t = await freshApi({}, undefined, undefined, { clock: () => WEDNESDAY_NOON });
    const response = await post(t, 'quote', { ...person, ...place, model: 'Spa Bora' });
    expect(response.statusCode).toBe(201);
    const answer = response.json();
    expect(answer).toMatchObject({
      title: 'Confirmation',
      message: 'Votre message a été envoyé avec succès. Nous vous contacterons dans les plus brefs délais.',
      reference: 'S-2026-0001',
      replyBy: { sent: '2026-11-25', day: '2026-11-26', time: '12:00' },
    });
    expect(plain(answer.next)).toBe('Un conseiller ou une conseillère vous répondra d’ici demain 12 h.');
    const [row] = await t.db.query<{ id: string; reference: string }>('SELECT id, reference FROM submissions');
    expect(row).toEqual({ id: answer.id, reference: 'S-2026-0001' });

    await t.outbox.drain();
    const store = t.mail.state.sent.find((m) => m.to === 'ventes@piscinessoleil.local')!;
    const visitor = t.mail.state.sent.find((m) => m.to === 'marie@example.com')!;
    expect(store.subject).toBe('[Demande de soumission] S-2026-0001 — Marie Côté');
    expect(store.raw).toContain('S-2026-0001');
    expect(store.raw.toLowerCase()).toContain('x-lead-reference: s-2026-0001');
    expect(visitor.subject).toBe('Confirmation S-2026-0001 — Demande de soumission');
    expect(visitor.raw).toContain('S-2026-0001');
  });

  it('follows the store’s year in its time zone, and counts each year from 1', async () => {
    let now = new Date('2027-01-01T04:30:00Z'); // December 31, 23 h 30 in Laval
    const t = await freshApi({}, undefined, undefined, { clock: () => now });
    expect((await post(t, 'contact', contact)).json().reference).toBe('S-2026-0001');
    expect((await post(t, 'contact', contact)).json().reference).toBe('S-2026-0002');
    now = new Date('2027-01-01T05:30:00Z'); // January 1, 0 h 30 in Laval
    expect((await post(t, 'contact', contact)).json().reference).toBe('S-2027-0001');
  });

  it('is never shared by leads sent at the same moment', async () => {
    const t = await freshApi({}, undefined, undefined, { clock: () => WEDNESDAY_NOON });
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => post(t, 'contact', { ...contact, message: `Bonjour ${i}` })));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(12).fill(201));
    const references = answers.map((a) => a.json().reference as string).sort();
    expect(references).toEqual(Array.from({ length: 12 }, (_, i) => `S-2026-${String(i + 1).padStart(4, '0')}`));
    const stored = await t.db.query<{ reference: string }>('SELECT reference FROM submissions ORDER BY reference');
    expect(stored.map((row) => row.reference)).toEqual(references);
  });

  it('is answered again, with the same promise, to a lead sent again under its key; the number is not used up', async () => {
    const t = await freshApi({}, undefined, undefined, { clock: () => WEDNESDAY_NOON });
    const key = 'lead-3f0c2a5e-9d1b-4c8e-a7f6-0123456789ab';
    const [first, second] = await Promise.all([post(t, 'contact', contact, key), post(t, 'contact', contact, key)]);
    const third = await post(t, 'contact', contact, key);
    expect([first.statusCode, second.statusCode, third.statusCode]).toEqual([201, 201, 201]);
    expect(second.json()).toEqual(first.json());
    expect(third.json()).toEqual(first.json());
    expect(first.json().reference).toBe('S-2026-0001');
    expect(await t.count('submissions')).toBe(1);
    expect(await t.count('outbox')).toBe(2);
    // The next lead takes the next number: the retries took none.
    expect((await post(t, 'contact', contact)).json().reference).toBe('S-2026-0002');
  });
});
