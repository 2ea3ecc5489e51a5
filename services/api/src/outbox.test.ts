import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { diskAttachmentStore } from './leads/attachments';
import { pgliteDb } from './db';
import { binaryAttachment, createMailTransport, type OutboxMail } from './mail';
import { migrate } from './migrations';
import { enqueueMail, retryDelay, startOutboxWorker } from './outbox';

describe('outbox retries', () => {
  it('doubles the wait after each failure, up to the maximum', () => {
    expect([1, 2, 3, 4, 5].map((attempts) => retryDelay(attempts, 5_000, 60_000))).toEqual([5_000, 10_000, 20_000, 40_000, 60_000]);
    expect(retryDelay(50, 5_000, 3_600_000)).toBe(3_600_000);
  });
});

/** The parts of a MIME message by their headers (lower-cased) and their bodies as nodemailer wrote them. */
function mimeParts(raw: string): { headers: string; body: string }[] {
  const boundary = /boundary="([^"]+)"/.exec(raw)?.[1];
  if (!boundary) throw new Error('not a multipart message');
  return raw
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((part) => {
      const split = part.indexOf('\r\n\r\n');
      return {
        headers: part
          .slice(0, split)
          .replace(/\r\n\s+/g, ' ')
          .toLowerCase(),
        body: part.slice(split + 4),
      };
    });
}

describe('files kept in the mail', () => {
  it('sends a binary file kept as base64 byte for byte, through the outbox table and the .eml writer, beside a text file', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'storefront-outbox-'));
    const db = pgliteDb(await PGlite.create('memory://'));
    try {
      await migrate(db);
      // Every byte value, as a PDF has (its header line's high bytes, compressed streams): any text decoding would change some.
      const pdf = Buffer.concat([
        Buffer.from('%PDF-1.3\n%\xff\xff\xff\xff\n', 'latin1'),
        Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 37) % 256)),
      ]);
      const calendar = 'BEGIN:VCALENDAR\r\nSUMMARY:Ouverture de piscine — été\r\nEND:VCALENDAR\r\n';
      const mail: OutboxMail = {
        from: 'Piscines Soleil <no-reply@piscinessoleil.local>',
        to: 'marie@example.com',
        subject: 'Confirmation de votre commande PS-10427',
        text: 'Merci pour votre commande.',
        headers: {},
        attachments: [
          binaryAttachment('contrat-PS-10427.pdf', 'application/pdf', pdf),
          { filename: 'rendez-vous.ics', content: calendar, contentType: 'text/calendar; charset=utf-8' },
        ],
      };
      const id = await enqueueMail(db, { kind: 'order-confirmation', mail });
      const worker = startOutboxWorker({
        db,
        transport: createMailTransport({ outboxDir: join(folder, 'mail') }),
        attachments: diskAttachmentStore(join(folder, 'files')),
        pollMs: 60_000,
        log: { error: () => undefined, info: () => undefined },
      });
      await worker.drain();
      await worker.stop();

      const [row] = await db.query<{ sent_at: string | null; message: OutboxMail }>('SELECT sent_at, message FROM outbox WHERE id = $1', [
        id,
      ]);
      expect(row?.sent_at).not.toBeNull();
      expect(row?.message.attachments[0]).toMatchObject({ encoding: 'base64', content: pdf.toString('base64') });

      expect(readdirSync(join(folder, 'mail'))).toEqual([`${id}.eml`]);
      const parts = mimeParts(readFileSync(join(folder, 'mail', `${id}.eml`), 'utf8'));
      const pdfPart = parts.find((part) => part.headers.includes('filename=contrat-ps-10427.pdf'));
      expect(pdfPart?.headers).toContain('content-type: application/pdf');
      expect(pdfPart?.headers).toContain('content-transfer-encoding: base64');
      expect(Buffer.from(pdfPart!.body.replace(/\s+/g, ''), 'base64').equals(pdf)).toBe(true);
      const icsPart = parts.find((part) => part.headers.includes('filename=rendez-vous.ics'));
      expect(icsPart?.headers).toContain('content-type: text/calendar; charset=utf-8');
      const encoding = /content-transfer-encoding: ([\w-]+)/.exec(icsPart!.headers)?.[1];
      const icsBody =
        encoding === 'base64'
          ? Buffer.from(icsPart!.body.replace(/\s+/g, ''), 'base64').toString('utf8')
          : icsPart!.body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => `%${hex}`);
      expect(encoding === 'base64' ? icsBody : decodeURIComponent(icsBody)).toContain('SUMMARY:Ouverture de piscine — été');
    } finally {
      await db.close();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
