import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  createMailTransport,
  newsletterConfirmation,
  oneRecipient,
  recipientKeys,
  RecipientError,
  unsubscribeUrl,
  visitorAcknowledgement,
} from '../src/mail';
import { surelyUndelivered } from '../src/outbox';

const context = {
  from: 'Piscines Soleil <no-reply@x.local>',
  storeEmail: 'ventes@x.local',
  publicUrl: 'https://api.example.ca',
  secret: 's',
};
const replyBy = { sent: '2026-11-25', day: '2026-11-26', time: '12:00' };

// The spellings (ADR 0049) of one mailbox that nodemailer sends to victim@example.test, and two its parser reads the same way.
const SPELLINGS = [
  'x,victim@example.test',
  'x<victim@example.test>',
  'g:victim@example.test;',
  'victim@example.test (c)',
  'vic\u0000tim@example.test',
  'victim@example.test, other@example.test',
];

describe('a mail goes to exactly one plain mailbox, checked as nodemailer reads it (ADR 0049)', () => {
  it('takes one normalized mailbox and refuses any other spelling, even one nodemailer reads as the same address', () => {
    expect(oneRecipient('victim@example.test')).toBe('victim@example.test');
    expect(oneRecipient('Victim@example.test')).toBe('Victim@example.test');
    for (const to of [...SPELLINGS, ' victim@example.test', 'victim@Example.test', 'victim@exämple.test', '', 42, ['victim@example.test']])
      expect(() => oneRecipient(to), JSON.stringify(to)).toThrow(RecipientError);
  });

  it('builds no visitor mail for another spelling', () => {
    for (const to of SPELLINGS) {
      expect(
        () => visitorAcknowledgement(context, { form: 'contact', email: to, locale: 'fr', reference: 'S-2026-0042', replyBy }),
        to,
      ).toThrow(RecipientError);
      expect(() => newsletterConfirmation(context, to, 'en', 'https://api.example.ca/newsletter/confirm?token=t'), to).toThrow(
        RecipientError,
      );
    }
    expect(
      visitorAcknowledgement(context, { form: 'contact', email: 'victim@example.test', locale: 'fr', reference: 'S-2026-0042', replyBy })
        .to,
    ).toBe('victim@example.test');
  });

  it('the transport itself sends to one plain mailbox only, whoever built the mail, and its refusal is a sure non-delivery', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'storefront-mail-'));
    const transport = createMailTransport({ outboxDir: folder });
    const base = { from: context.from, subject: 'Confirmation', text: 'Bonjour' };
    for (const extra of [
      ...SPELLINGS.map((to) => ({ to })),
      { to: 'victim@example.test', cc: 'victim2@example.test' },
      { to: 'victim@example.test', bcc: 'victim2@example.test' },
    ]) {
      const error = await transport.sendMail({ ...base, ...extra }).then(
        () => null,
        (refused: unknown) => refused,
      );
      expect(error, JSON.stringify(extra)).toBeInstanceOf(RecipientError);
      // Nodemailer's code for a refused address: the outbox records no "maybe sent", and no mail is written.
      expect(surelyUndelivered(error)).toBe(true);
    }
    expect(existsSync(folder) ? readdirSync(folder) : []).toEqual([]);
    await transport.sendMail({ ...base, to: 'victim@example.test', messageId: '<one@x.local>' });
    expect(readFileSync(join(folder, 'one.eml'), 'utf8')).toMatch(/^To: victim@example\.test$/m);
  });

  it('names every mailbox an old link’s address reached, by key, to unsubscribe them all', () => {
    expect(recipientKeys('Victim@Example.test')).toEqual(['victim@example.test']);
    expect(recipientKeys('x<victim@example.test>')).toEqual(['victim@example.test']);
    expect(recipientKeys('g:victim@example.test;')).toEqual(['victim@example.test']);
    expect(recipientKeys('x,victim@example.test')).toEqual(['victim@example.test']);
    expect(recipientKeys('a@example.test, B@Example.test')).toEqual(['a@example.test', 'b@example.test']);
  });

  it('names the mailbox by its key in the unsubscribe link, and signs what it names', () => {
    const link = new URL(unsubscribeUrl('https://api.example.ca', 's', 'Marie@Exämple.test', 'fr'));
    expect(link.searchParams.get('email')).toBe('marie@xn--exmple-cua.test');
    expect(link.searchParams.get('token')).toBe(
      new URL(unsubscribeUrl('https://api.example.ca', 's', 'marie@xn--exmple-cua.test', 'fr')).searchParams.get('token'),
    );
  });
});
