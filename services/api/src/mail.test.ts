import { describe, expect, it } from 'vitest';
import { isUnsubscribeToken, unsubscribeToken, unsubscribeUrl, visitorAcknowledgement } from './mail';

const context = {
  from: 'Piscines Soleil <no-reply@x.local>',
  storeEmail: 'ventes@x.local',
  publicUrl: 'https://api.example.ca',
  secret: 's',
};

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
    const fr = visitorAcknowledgement(context, 'quote', 'marie@example.com', 'fr');
    expect(fr.text).toContain('Votre message a été envoyé avec succès. Nous vous contacterons dans les plus brefs délais.');
    expect(fr.text).toContain('Pour ne plus recevoir de courriels de notre part : https://api.example.ca/unsubscribe?');
    expect(fr.headers['List-Unsubscribe']).toMatch(/^<https:\/\/api\.example\.ca\/unsubscribe\?/);
    const en = visitorAcknowledgement(context, 'newsletter', 'marie@example.com', 'en');
    expect(en.subject).toBe('Confirmation — Newsletter sign-up');
  });
});
