import { describe, expect, it } from 'vitest';
import { seedClock } from '../clock';
import { promotionsPart, seasonPromotions } from './promotions';

const at = (iso: string) => seedClock(new Date(iso));
const running = (startAt: string, endAt: string, now: Date) => Date.parse(startAt) <= now.getTime() && now.getTime() <= Date.parse(endAt);

describe('seasonal promotions', () => {
  it('runs the season’s flyer now, the last season’s ended and the next one’s not started', () => {
    const clock = at('2026-11-25T17:00:00Z');
    const promotions = seasonPromotions(clock);
    expect(promotions.map((promotion) => promotion.slug)).toEqual([
      'circulaire-de-l-automne',
      'spas-harmonie',
      'vente-mobilier-exterieur',
      'circulaire-de-l-ete',
      'circulaire-de-l-hiver',
    ]);
    expect(
      promotions.filter((promotion) => running(promotion.startAt, promotion.endAt, clock.now)).map((promotion) => promotion.slug),
    ).toEqual(['circulaire-de-l-automne', 'spas-harmonie', 'vente-mobilier-exterieur']);
    expect(promotions[3]?.endAt).toBe('2026-08-31T23:59:59.000Z');
    expect(promotions[4]?.startAt).toBe('2026-12-01T00:00:00.000Z');
  });

  it('follows the seasons: a spring day gets the spring flyer, and no text names another season', () => {
    const spring = seasonPromotions(at('2027-04-10T12:00:00Z'));
    expect(spring[0]?.title).toEqual({ fr: 'Circulaire du printemps', en: 'Spring flyer' });
    const winter = seasonPromotions(at('2027-01-10T12:00:00Z'));
    expect(winter[0]?.slug).toBe('circulaire-de-l-hiver');
    const texts = winter
      .slice(1, 3)
      .map((promotion) => `${promotion.description.fr} ${promotion.description.en}`)
      .join(' ');
    expect(texts).not.toMatch(/printemps|été|automne|hiver|spring|summer|autumn|fall|winter/i);
  });

  it('dates the catalogue by the clock’s year and the flyer capsule by its season', () => {
    const part = promotionsPart(at('2026-11-25T17:00:00Z'));
    expect(part.documents['catalogues/catalogue-2026']).toMatchObject({
      title: { fr: 'Catalogue 2026', en: '2026 catalogue' },
      startAt: '2026-01-01T00:00:00.000Z',
      endAt: '2026-12-31T23:59:59.000Z',
    });
    expect(Object.keys(part.documents).filter((path) => path.startsWith('flyers/'))).toEqual(['flyers/circulaire-de-l-automne-2026']);
    const january = promotionsPart(at('2027-01-10T12:00:00Z'));
    // The winter that began in December 2026.
    expect(Object.keys(january.documents).filter((path) => path.startsWith('flyers/'))).toEqual(['flyers/circulaire-de-l-hiver-2026']);
    expect(january.documents['catalogues/catalogue-2027']).toBeDefined();
  });
});
