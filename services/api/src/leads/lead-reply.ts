// Owns the promise a lead's confirmation makes: by when the store answers (dated rules over the opening hours of spec §9),
// and the sentence that says it, on the page (today, tomorrow) and in the mail (a dated day, read later).
import { addDays, openingHoursOn, type StoreClock } from '@storefront/commerce';
import type { Locale } from '@storefront/contracts';
import { formatStoreDay, formatStoreTime } from '@storefront/i18n';
import type { FormName } from '@storefront/validation';

export interface LeadReplyRule {
  /** The day the rule took effect (a change is a new entry). */
  effective: string;
  /** The time, in minutes after midnight, the store answers by on the day it answers (the closing time if it closes earlier). */
  replyBy: number;
}

/** The store's own promise (the spec leaves it out): by noon of the next opening day, by noon the same day before it opens. */
export const LEAD_REPLY_RULES: readonly LeadReplyRule[] = [{ effective: '2026-11-01', replyBy: 12 * 60 }];

/** By when the store answers a lead sent at `now`: a day (YYYY-MM-DD) and a time (HH:MM) in the store's time. */
export interface LeadReplyBy {
  /** The store's day the lead was sent. */
  sent: string;
  day: string;
  time: string;
}

const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * The rule in effect on the day, then the first opening day it can be kept on: the same day when the lead comes before the
 * store opens, else the next opening day (statutory holidays skipped, as openingHoursOn closes them).
 */
export function leadReplyBy(
  now: StoreClock,
  hoursOn: (day: string) => { opens: number; closes: number } | null = openingHoursOn,
  rules: readonly LeadReplyRule[] = LEAD_REPLY_RULES,
): LeadReplyBy {
  const rule = [...rules].reverse().find((entry) => entry.effective <= now.day) ?? rules[0];
  if (!rule) throw new Error('no lead reply rule');
  const today = hoursOn(now.day);
  let day = today && now.minutes < today.opens ? now.day : addDays(now.day, 1);
  for (let tries = 0; tries < 14 && !hoursOn(day); tries += 1) day = addDays(day, 1);
  const hours = hoursOn(day);
  return { sent: now.day, day, time: hhmm(Math.min(rule.replyBy, hours?.closes ?? rule.replyBy)) };
}

/** Who answers, by form: a job application is read by the team, the rest by an advisor. */
const WHO: Record<Locale, Record<'advisor' | 'team' | 'feedback', string>> = {
  fr: {
    advisor: 'Un conseiller ou une conseillère vous répondra',
    team: 'Notre équipe lira votre candidature et vous répondra',
    feedback: 'Un membre de notre équipe lira vos commentaires et vous répondra',
  },
  en: {
    advisor: 'An advisor will answer you',
    team: 'Our team will read your application and answer you',
    feedback: 'A member of our team will read your comments and answer you',
  },
};

const whoFor = (form: FormName) => (form === 'careers' ? 'team' : form === 'customerExperience' ? 'feedback' : 'advisor');

/**
 * The sentence: "… d’ici demain 12 h." on the page, the day it was sent; "… d’ici le jeudi 26 novembre 2026, 12 h." in a mail,
 * which is read on another day.
 */
export function leadReplyText(reply: LeadReplyBy, form: FormName, locale: Locale, where: 'page' | 'mail'): string {
  const time = formatStoreTime(reply.time, locale);
  const relative =
    where === 'page' ? (reply.day === reply.sent ? 'today' : reply.day === addDays(reply.sent, 1) ? 'tomorrow' : null) : null;
  const who = WHO[locale][whoFor(form)];
  if (locale === 'fr') {
    const when =
      relative === 'today'
        ? `aujourd’hui ${time}`
        : relative === 'tomorrow'
          ? `demain ${time}`
          : `le ${formatStoreDay(reply.day, 'fr', where === 'mail')}, ${time}`;
    return `${who} d’ici ${when}.`;
  }
  const when =
    relative === 'today'
      ? `${time} today`
      : relative === 'tomorrow'
        ? `${time} tomorrow`
        : `${time} on ${formatStoreDay(reply.day, 'en', where === 'mail')}`;
  return `${who} by ${when}.`;
}
