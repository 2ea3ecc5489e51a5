import { describe, expect, it } from 'vitest';
import { isUnsubscribeToken, unsubscribeToken, unsubscribeUrl, visitorAcknowledgement } from './mail';

const context = {
  from: 'Piscines Soleil <no-reply@x.local>',
  storeEmail: 'ventes@x.local',
  publicUrl: 'https://api.example.ca',
  secret: 's',
};
const replyBy = { sent: '2026-11-25', day: '2026-11-26', time: '12:00' };

describe('mails', () => {
  it('signs unsubscribe links per address, whatever its case', () => {
    expect(unsubscribeToken('s', 'Marie@Example.com')).toBe(unsubscribeToken('s', 'marie@example.com'));
    expect(isUnsubscribeToken('s', 'marie@example.com', unsubscribeToken('s', 'marie@example.com'))).toBe(true);
    expect(isUnsubscribeToken('s', 'jean@example.com', unsubscribeToken('s', 'marie@example.com'))).toBe(false);
    expect(unsubscribeUrl('https://api.example.ca', 's', 'marie@example.com', 'fr')).toMatch(
      /^https:\/\/api\.example\.ca\/unsubscribe\?email=marie%40example\.com&token=[\w-]+&lang=fr$/,
    );
  });

  it('acknowledges in the visitor’s language with the spec’s words and an unsubscribe link', () => {
    const fr = visitorAcknowledgement(context, {
      form: 'quote',
      email: 'marie@example.com',
      locale: 'fr',
      reference: 'S-2026-0042',
      replyBy,
    });
    expect(fr.text).toContain('Votre message a été envoyé avec succès. Nous vous contacterons dans les plus brefs délais.');
    expect(fr.text).toContain('Pour ne plus recevoir de courriels de notre part : https://api.example.ca/unsubscribe?');
    expect(fr.headers['List-Unsubscribe']).toMatch(/^<https:\/\/api\.example\.ca\/unsubscribe\?/);
    const en = visitorAcknowledgement(context, {
      form: 'contact',
      email: 'marie@example.com',
      locale: 'en',
      reference: 'S-2026-0042',
      replyBy,
    });
    expect(en.subject).toBe('Confirmation S-2026-0042 — Contact');
  });

  it('carries the reference the page showed, in the subject and the text, and by when the store answers, dated', () => {
    const fr = visitorAcknowledgement(context, {
      form: 'quote',
      email: 'marie@example.com',
      locale: 'fr',
      reference: 'S-2026-0042',
      replyBy,
    });
    expect(fr.subject).toBe('Confirmation S-2026-0042 — Demande de soumission');
    expect(fr.text.replace(/\u00a0/g, ' ')).toContain(
      'Votre numéro de référence : S-2026-0042\nUn conseiller ou une conseillère vous répondra d’ici le jeudi 26 novembre 2026, 12 h.',
    );
  });
});
