// Owns the store API's answer to an accepted lead, as the forms read it: the spec's words, the reference and the reply's promise.
export interface LeadAnswer {
  id: string;
  title: string;
  /** Spec §8's words, in the page's language. */
  message: string;
  /** The reference the store issued (S-2026-0042), shown to the visitor and carried by both mails; absent for a newsletter sign-up. */
  reference?: string;
  /** By when the store answers, in the store's time: the day the lead was sent, the day and time of the answer. */
  replyBy?: { sent: string; day: string; time: string };
  /** The same promise as the page says it ("Un conseiller … d’ici demain 12 h."). */
  next?: string;
}
