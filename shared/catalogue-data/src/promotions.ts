// Owns when a promotion (or catalogue) runs: current, ended or upcoming on a given day, and the day pages go by.

export type PromotionStatus = 'current' | 'expired' | 'upcoming';

/** What the rule needs of a promotion: its ISO start and end, each empty when the document has none. */
export interface Dated {
  startAt: string;
  endAt: string;
}

/** A missing start means it has always run; a missing end that it runs until switched off. */
export function promotionStatus(promotion: Dated, now: Date): PromotionStatus {
  const time = now.getTime();
  const start = promotion.startAt ? Date.parse(promotion.startAt) : Number.NEGATIVE_INFINITY;
  const end = promotion.endAt ? Date.parse(promotion.endAt) : Number.POSITIVE_INFINITY;
  if (time < start) return 'upcoming';
  if (time > end) return 'expired';
  return 'current';
}

/** The promotions that run at `now`, in their order: an ended one is never listed as current, nor one not yet started. */
export function currentPromotions<T extends Dated>(promotions: readonly T[], now: Date): T[] {
  return promotions.filter((promotion) => promotionStatus(promotion, now) === 'current');
}

/**
 * The moment pages judge dated content by: the runtime configuration's fixed day (`today`, YYYY-MM-DD, set locally so
 * pages agree with a seed written for that day) at noon in Quebec, or the real time.
 */
export function contentNow(today: string | undefined, now: Date = new Date()): Date {
  if (!today || !/^\d{4}-\d{2}-\d{2}$/.test(today)) return now;
  return new Date(`${today}T17:00:00.000Z`);
}
