import { describe, expect, it } from 'vitest';
import { leadReplyBy, leadReplyText } from './lead-reply';

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const at = (day: string, hours: number, minutes = 0) => ({ day, minutes: hours * 60 + minutes });

describe('by when the store answers a lead (spec §9’s hours)', () => {
  it('answers by noon of the next opening day', () => {
    // 2026-11-25 is a Wednesday.
    expect(leadReplyBy(at('2026-11-25', 12))).toEqual({ sent: '2026-11-25', day: '2026-11-26', time: '12:00' });
    expect(leadReplyBy(at('2026-11-27', 18))).toMatchObject({ day: '2026-11-28', time: '12:00' });
    // Saturday night: Sunday, which opens at 10 h.
    expect(leadReplyBy(at('2026-11-28', 23, 30))).toMatchObject({ day: '2026-11-29', time: '12:00' });
  });

  it('answers the same day by noon when the lead comes before the store opens', () => {
    expect(leadReplyBy(at('2026-11-23', 7))).toEqual({ sent: '2026-11-23', day: '2026-11-23', time: '12:00' });
    expect(leadReplyBy(at('2026-11-29', 9, 30))).toMatchObject({ day: '2026-11-29' });
    // Opened: tomorrow.
    expect(leadReplyBy(at('2026-11-23', 9))).toMatchObject({ day: '2026-11-24' });
  });

  it('skips the days the store is closed (Christmas, a Quebec statutory holiday)', () => {
    expect(leadReplyBy(at('2026-12-24', 15))).toMatchObject({ day: '2026-12-26', time: '12:00' });
  });

  it('keeps to the hours of the day it answers on, and to the rule in effect on the day the lead comes', () => {
    const short = (day: string) => (day === '2026-11-26' ? { opens: 9 * 60, closes: 11 * 60 } : { opens: 9 * 60, closes: 17 * 60 });
    expect(leadReplyBy(at('2026-11-25', 12), short)).toMatchObject({ day: '2026-11-26', time: '11:00' });
    const rules = [
      { effective: '2026-01-01', replyBy: 12 * 60 },
      { effective: '2027-01-01', replyBy: 10 * 60 },
    ];
    expect(leadReplyBy(at('2026-12-31', 12), undefined, rules)).toMatchObject({ day: '2027-01-02', time: '12:00' });
    expect(leadReplyBy(at('2027-01-04', 12), undefined, rules)).toMatchObject({ day: '2027-01-05', time: '10:00' });
  });
});

describe('the sentence that says it', () => {
  const tomorrow = { sent: '2026-11-25', day: '2026-11-26', time: '12:00' };
  it('says today or tomorrow on the page, in each language', () => {
    expect(plain(leadReplyText(tomorrow, 'quote', 'fr', 'page'))).toBe('Un conseiller ou une conseillère vous répondra d’ici demain 12 h.');
    expect(leadReplyText(tomorrow, 'quote', 'en', 'page')).toBe('An advisor will answer you by 12:00 p.m. tomorrow.');
    const today = { sent: '2026-11-23', day: '2026-11-23', time: '12:00' };
    expect(plain(leadReplyText(today, 'contact', 'fr', 'page'))).toBe(
      'Un conseiller ou une conseillère vous répondra d’ici aujourd’hui 12 h.',
    );
    expect(leadReplyText(today, 'contact', 'en', 'page')).toBe('An advisor will answer you by 12:00 p.m. today.');
  });

  it('names the day further away, and always in a mail, which is read another day', () => {
    const later = { sent: '2026-12-24', day: '2026-12-26', time: '12:00' };
    expect(plain(leadReplyText(later, 'careers', 'fr', 'page'))).toBe(
      'Notre équipe lira votre candidature et vous répondra d’ici le samedi 26 décembre, 12 h.',
    );
    expect(plain(leadReplyText(tomorrow, 'quote', 'fr', 'mail'))).toBe(
      'Un conseiller ou une conseillère vous répondra d’ici le jeudi 26 novembre 2026, 12 h.',
    );
    expect(leadReplyText(tomorrow, 'customerExperience', 'en', 'mail')).toBe(
      'A member of our team will read your comments and answer you by 12:00 p.m. on Thursday, November 26, 2026.',
    );
  });
});
