// The outbox under several copies: only the claim that still holds the lease records an outcome, SMTP gives up before the
// lease ends, and a send after an attempt without a sure answer is counted as a resend.
import nodemailer from 'nodemailer';
import type { Transport } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import { describe, expect, it } from 'vitest';
import { diskAttachmentStore } from '../src/leads/attachments';
import { createMailTransport, SMTP_TIMEOUTS, SMTP_WORST_CASE_MS } from '../src/mail';
import { OUTBOX_LEASE_MS, startOutboxWorker, surelyUndelivered } from '../src/outbox';
import { testApiPerTest, type TestApi } from './helpers';

const freshApi = testApiPerTest();

/** A transport that takes `delayMs` and then succeeds, or fails with `error` (after "delivering", if `delivers`). */
function scriptedTransport(script: { delayMs?: number; error?: Error & { code?: string } }[]) {
  const delivered: string[] = [];
  let call = 0;
  const transport: Transport<{ messageId: string }> = {
    name: 'scripted',
    version: '1.0.0',
    send(mail, callback) {
      const step = script[Math.min(call, script.length - 1)] ?? {};
      call += 1;
      setTimeout(() => {
        if (step.error && step.error.code === 'ECONNECTION') return callback(step.error, { messageId: '' });
        // Anything else reached the server: the message is there, whatever answer the worker gets.
        delivered.push(String(mail.data.messageId));
        if (step.error) return callback(step.error, { messageId: '' });
        callback(null, { messageId: String(mail.data.messageId) });
      }, step.delayMs ?? 0);
    },
  };
  return { delivered, transporter: nodemailer.createTransport(transport) };
}

const silentLog = () => {
  const lines: string[] = [];
  return { lines, log: { error: (line: unknown) => void lines.push(String(line)), info: () => undefined } };
};

async function oneQueuedMail(t: TestApi): Promise<string> {
  const [row] = await t.db.query<{ id: string }>(
    `INSERT INTO outbox (id, kind, recipient, message) VALUES (gen_random_uuid(), 'notification', 'ventes@piscinessoleil.local', $1::jsonb) RETURNING id`,
    [JSON.stringify({ from: 'a@b.c', to: 'ventes@piscinessoleil.local', subject: 's', text: 't', headers: {}, attachments: [] })],
  );
  return row!.id;
}

describe('SMTP timeouts and the lease', () => {
  it('every SMTP wait at its limit still ends well inside the lease, and the SMTP transport gets those timeouts', () => {
    expect(SMTP_WORST_CASE_MS).toBeLessThan(OUTBOX_LEASE_MS);
    const transport = createMailTransport({ smtpUrl: 'smtp://user:pass@mail.example.com:587', outboxDir: '/nonexistent' });
    const options = (transport.transporter as SMTPTransport).options;
    expect(options).toMatchObject({ ...SMTP_TIMEOUTS, host: 'mail.example.com', port: 587 });
    transport.close();
  });

  it('tells a refused connection (surely not sent) from a timeout (maybe sent)', () => {
    expect(surelyUndelivered(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:25'), { code: 'ECONNECTION' }))).toBe(true);
    // Nodemailer's words when the server closes after the message's last line: it may have taken it.
    expect(surelyUndelivered(Object.assign(new Error('Connection closed unexpectedly'), { code: 'ECONNECTION' }))).toBe(false);
    expect(surelyUndelivered(Object.assign(new Error('550 no such user'), { code: 'EENVELOPE', responseCode: 550 }))).toBe(true);
    expect(surelyUndelivered(Object.assign(new Error('Timeout'), { code: 'ETIMEDOUT' }))).toBe(false);
    expect(surelyUndelivered(Object.assign(new Error('closed'), { code: 'ESOCKET' }))).toBe(false);
  });
});

describe('a worker whose lease expired', () => {
  it('cannot mark the mail: the copy that claimed it after the lease records the outcome, and its send counts as a resend', async () => {
    const t = await freshApi();
    const id = await oneQueuedMail(t);
    const attachments = diskAttachmentStore(t.config.attachmentsDir);
    // Copy A's mail server takes 5 s; its lease is 2 s.
    const slow = scriptedTransport([{ delayMs: 5_000 }]);
    const a = silentLog();
    const workerA = startOutboxWorker({ db: t.db, transport: slow.transporter, attachments, leaseMs: 2_000, pollMs: 60_000, log: a.log });
    const drainA = workerA.drain();
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    // Copy B claims it once A's lease has run out, and sends it at once.
    const fast = scriptedTransport([{}]);
    const workerB = startOutboxWorker({
      db: t.db,
      transport: fast.transporter,
      attachments,
      leaseMs: 5_000,
      pollMs: 60_000,
      log: silentLog().log,
    });
    await workerB.drain();
    await drainA;
    await Promise.all([workerA.stop(), workerB.stop()]);

    const [row] = await t.db.query<{ sent_at: string | null; attempts: number; lease_token: string | null }>(
      'SELECT sent_at, attempts, lease_token FROM outbox WHERE id = $1',
      [id],
    );
    expect(row).toMatchObject({ attempts: 1, lease_token: null });
    expect(row?.sent_at).not.toBeNull();
    expect(a.lines.some((line) => line.includes('lease lost'))).toBe(true);
    const attempts = await t.db.query<{ outcome: string; resend: boolean }>(
      'SELECT outcome, resend FROM outbox_attempts WHERE outbox_id = $1 ORDER BY id',
      [id],
    );
    expect(attempts).toEqual([
      { outcome: 'sent', resend: false },
      { outcome: 'sent', resend: true },
    ]);
  });
});

describe('a worker that reaches the send after its lease', () => {
  it('does not send: the mail waits for the next claim', async () => {
    const t = await freshApi();
    const id = await oneQueuedMail(t);
    const transport = scriptedTransport([{}]);
    const late = silentLog();
    // A lease already over when the claim is made: whatever happens before the send takes longer than that.
    const worker = startOutboxWorker({
      db: t.db,
      transport: transport.transporter,
      attachments: diskAttachmentStore(t.config.attachmentsDir),
      leaseMs: -1,
      pollMs: 60_000,
      log: late.log,
    });
    await worker.drain();
    await worker.stop();
    expect(transport.delivered).toEqual([]);
    expect(late.lines.some((line) => line.includes('lease lost before sending'))).toBe(true);
    expect(await t.db.query('SELECT sent_at, attempts FROM outbox WHERE id = $1', [id])).toEqual([{ sent_at: null, attempts: 0 }]);
    expect(await t.count('outbox_attempts')).toBe(0);
  });
});

describe('resends are counted', () => {
  it('a timeout after the message reached the server makes the next attempt a resend; a refused connection does not', async () => {
    const t = await freshApi();
    const lost = await oneQueuedMail(t);
    const transport = scriptedTransport([{ error: Object.assign(new Error('Timeout'), { code: 'ETIMEDOUT' }) }, {}]);
    const worker = startOutboxWorker({
      db: t.db,
      transport: transport.transporter,
      attachments: diskAttachmentStore(t.config.attachmentsDir),
      baseDelayMs: 1,
      pollMs: 60_000,
      log: silentLog().log,
    });
    await worker.drain();
    await new Promise((resolve) => setTimeout(resolve, 20));
    await worker.drain();
    expect(transport.delivered).toEqual([`<${lost}@piscinessoleil.local>`, `<${lost}@piscinessoleil.local>`]);
    expect(await t.db.query('SELECT outcome, resend FROM outbox_attempts ORDER BY id')).toEqual([
      { outcome: 'uncertain', resend: false },
      { outcome: 'sent', resend: true },
    ]);

    await t.db.query('DELETE FROM outbox_attempts');
    const refused = await oneQueuedMail(t);
    const down = scriptedTransport([{ error: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNECTION' }) }, {}]);
    const second = startOutboxWorker({
      db: t.db,
      transport: down.transporter,
      attachments: diskAttachmentStore(t.config.attachmentsDir),
      baseDelayMs: 1,
      pollMs: 60_000,
      log: silentLog().log,
    });
    await second.drain();
    await new Promise((resolve) => setTimeout(resolve, 20));
    await second.drain();
    await Promise.all([worker.stop(), second.stop()]);
    expect(down.delivered).toEqual([`<${refused}@piscinessoleil.local>`]);
    expect(await t.db.query('SELECT outcome, resend FROM outbox_attempts ORDER BY id')).toEqual([
      { outcome: 'failed', resend: false },
      { outcome: 'sent', resend: false },
    ]);
  });
});
