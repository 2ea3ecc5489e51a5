import { describe, expect, it } from 'vitest';
import {
  firstChoice,
  FULFILMENT_RATES,
  pickupDays,
  pickupReady,
  planFulfilment,
  storeClock,
  truckDays,
  type DeliveryArea,
  type PlanInput,
  type PlanLine,
} from './delivery-plan';

const LAVAL: DeliveryArea = { fsa: 'H7A', name: 'Laval', weekdays: [1, 2, 3, 4, 5, 6] };
const accessory: PlanLine = { lineId: 'a', price: 24.99, quantity: 1, tags: [], fulfilment: { class: 'parcel' } };
const chlorine: PlanLine = {
  lineId: 'c',
  price: 8.99,
  quantity: 2,
  tags: [],
  fulfilment: { class: 'dangerous', unNumber: 'UN1791', hazardClass: '8' },
};
const spa: PlanLine = { lineId: 's', price: 9999, quantity: 1, tags: [], fulfilment: { class: 'freight' } };
// Monday 7 December 2026, 10:00 in Laval.
const base: PlanInput = {
  lines: [accessory, chlorine],
  province: 'QC',
  postalCode: 'H7A 1A1',
  areas: [LAVAL],
  now: { day: '2026-12-07', minutes: 600 },
  locale: 'fr',
};

describe('pickup (spec §9 opening hours, 3 hours of preparation)', () => {
  it('is ready 3 opening hours later, on the half hour', () => {
    expect(pickupReady({ day: '2026-12-07', minutes: 600 })).toEqual({ day: '2026-12-07', minutes: 780 });
    expect(pickupReady({ day: '2026-12-07', minutes: 601 })).toEqual({ day: '2026-12-07', minutes: 810 });
  });

  it('carries what is left of the preparation to the next opening: 16:00 Monday → Tuesday 11:00', () => {
    expect(pickupReady({ day: '2026-12-07', minutes: 960 })).toEqual({ day: '2026-12-08', minutes: 660 });
  });

  it('never offers a statutory holiday: an order on 24 December after closing is ready on 26 December (Saturday)', () => {
    expect(pickupReady({ day: '2026-12-24', minutes: 1100 })).toEqual({ day: '2026-12-26', minutes: 720 });
    expect(pickupDays({ day: '2026-12-24', minutes: 1100 }).map((day) => day.date)).not.toContain('2026-12-25');
  });

  it('offers half hours until 30 minutes before closing (Thursday until 17:30)', () => {
    const thursday = pickupDays({ day: '2026-12-07', minutes: 600 }).find((day) => day.date === '2026-12-10')!;
    expect(thursday.times!.at(0)).toBe('09:00');
    expect(thursday.times!.at(-1)).toBe('17:00');
  });
});

describe('the truck', () => {
  it('goes on its area’s weekdays, two days on, never a holiday', () => {
    expect(truckDays({ fsa: 'J7A', name: 'Rosemère', weekdays: [2, 4] }, { day: '2026-12-21', minutes: 600 }).map((d) => d.date)).toEqual([
      '2026-12-24',
      '2026-12-29',
      '2026-12-31',
      '2027-01-05',
      '2027-01-07',
      '2027-01-12',
    ]);
  });
});

describe('planFulfilment', () => {
  it('groups by class: the accessory by post, pickup or truck; the chlorine at the counter or by truck only', () => {
    const outcome = planFulfilment(base);
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.plan.groups.map((group) => [group.class, group.offers.map((offer) => offer.method)])).toEqual([
      ['parcel', ['post', 'pickup', 'truck']],
      ['dangerous', ['pickup', 'truck']],
    ]);
    expect(outcome.plan.selection).toEqual({
      parcel: { method: 'post' },
      dangerous: { method: 'pickup', date: '2026-12-07', time: '13:00' },
    });
    expect(outcome.plan.groups[0]!.offers[0]!.window).toEqual({ from: '2026-12-08', to: '2026-12-16' });
  });

  it('keeps a pickup time chosen just before the offers moved on the half hour, and no earlier one', () => {
    // At 12:00 the first time offered is 15:00 (3 opening hours later); a minute later it is 15:30.
    expect(pickupDays({ day: '2026-12-07', minutes: 720 })[0]!.times![0]).toBe('15:00');
    expect(pickupDays({ day: '2026-12-07', minutes: 721 })[0]!.times![0]).toBe('15:30');
    const chosen = (time: string, minutes: number) =>
      planFulfilment({
        ...base,
        now: { day: '2026-12-07', minutes },
        selection: { dangerous: { method: 'pickup', date: '2026-12-07', time } },
      });
    // Chosen at 12:00, priced at 12:01: taken.
    expect(chosen('15:00', 721)).toMatchObject({ ok: true });
    // A time never offered within the grace stays refused: 14:30 was offered only up to 11:30.
    expect(chosen('14:30', 721)).toMatchObject({ ok: false, error: 'pickupTime' });
    // Past the grace, 15:00 is refused too.
    expect(chosen('15:00', 751 + FULFILMENT_RATES.pickupChoiceGrace)).toMatchObject({ ok: false, error: 'pickupTime' });
  });

  it('refuses the chlorine by post in words, in both languages', () => {
    const fr = planFulfilment({ ...base, selection: { dangerous: { method: 'post' } } });
    expect(fr).toMatchObject({
      ok: false,
      error: 'methodNotAllowed',
      message: 'Produit dangereux\u00a0: ne peut pas être expédié par la poste (UN1791, classe 8)',
    });
    const en = planFulfilment({ ...base, locale: 'en', selection: { dangerous: { method: 'post' } } });
    expect(en).toMatchObject({ ok: false, message: 'Dangerous goods: cannot be shipped by post (UN1791, class 8)' });
  });

  it('refuses an unknown method, a pickup outside opening hours, a day the truck does not serve and an area it does not', () => {
    expect(planFulfilment({ ...base, selection: { parcel: { method: 'drone' } as never } })).toMatchObject({
      ok: false,
      error: 'unknownMethod',
    });
    expect(planFulfilment({ ...base, selection: { dangerous: { method: 'pickup', date: '2026-12-07', time: '20:00' } } })).toMatchObject({
      ok: false,
      error: 'pickupTime',
    });
    expect(planFulfilment({ ...base, selection: { dangerous: { method: 'pickup', date: '2026-12-25', time: '10:00' } } })).toMatchObject({
      ok: false,
      error: 'pickupTime',
    });
    expect(planFulfilment({ ...base, selection: { dangerous: { method: 'truck', date: '2026-12-13' } } })).toMatchObject({
      ok: false,
      error: 'truckDate',
    });
    const montreal = { ...base, postalCode: 'H3A 1A1', selection: { dangerous: { method: 'truck', date: '2026-12-09' } } } as const;
    expect(planFulfilment(montreal)).toMatchObject({ ok: false, error: 'truckArea', message: expect.stringContaining('H3A') });
  });

  it('prices post on the parcels only (fee under 39 $) and taxes the pickup in Quebec and the parcels where they go', () => {
    const outcome = planFulfilment({ ...base, province: 'ON', postalCode: 'K1A 0B1', areas: [] });
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    // Parcels: 24.99 + 12.95 (Ontario) taxed at 13 % HST; chlorine: 17.98 picked up in Laval, GST 5 % + QST 9.975 %.
    expect(outcome.plan.shipments.map((s) => [s.method, s.fee, s.taxProvince])).toEqual([
      ['post', 12.95, 'ON'],
      ['pickup', 0, 'QC'],
    ]);
    expect(outcome.totals.delivery).toBe(12.95);
    expect(outcome.totals.taxes).toEqual([
      { kind: 'HST', rate: 13, amount: 4.93 },
      { kind: 'GST', rate: 5, amount: 0.9 },
      { kind: 'QST', rate: 9.975, amount: 1.79 },
    ]);
    expect(outcome.totals.total).toBe(Math.round((24.99 + 17.98 + 12.95 + 4.93 + 0.9 + 1.79) * 100) / 100);
  });

  it('puts classes that chose the same pickup in one shipment, and charges one truck trip once', () => {
    const pickup = { method: 'pickup', date: '2026-12-08', time: '10:00' } as const;
    const together = planFulfilment({ ...base, selection: { parcel: pickup, dangerous: pickup } });
    expect(together.ok && together.plan.shipments.map((s) => [s.method, s.lineIds])).toEqual([['pickup', ['a', 'c']]]);
    const truck = { method: 'truck', date: '2026-12-09' } as const;
    const trip = planFulfilment({ ...base, selection: { parcel: truck, dangerous: truck } });
    expect(trip.ok && trip.totals.delivery).toBe(39.95);
  });

  it('sends a spa by freight arranged by the store, in 10 to 20 business days', () => {
    const outcome = planFulfilment({ ...base, lines: [spa] });
    expect(outcome.ok && outcome.plan.shipments).toEqual([
      { method: 'freight', lineIds: ['s'], fee: 295, window: { from: '2026-12-21', to: '2027-01-06' }, taxProvince: 'QC' },
    ]);
  });
});

describe('storeClock', () => {
  it('reads the day and time in Quebec, summer and winter', () => {
    expect(storeClock(new Date('2026-12-07T15:30:00Z'))).toEqual({ day: '2026-12-07', minutes: 630 });
    expect(storeClock(new Date('2026-07-01T03:30:00Z'))).toEqual({ day: '2026-06-30', minutes: 1410 });
  });
});

describe('pickups at two times of one day', () => {
  it('are two shipments, each with its own time', () => {
    const outcome = planFulfilment({
      ...base,
      selection: {
        parcel: { method: 'pickup', date: '2026-12-08', time: '10:00' },
        dangerous: { method: 'pickup', date: '2026-12-08', time: '15:00' },
      },
    });
    expect(outcome.ok && outcome.plan.shipments.map((s) => [s.method, s.time, s.lineIds])).toEqual([
      ['pickup', '10:00', ['a']],
      ['pickup', '15:00', ['c']],
    ]);
  });
});

describe('firstChoice', () => {
  it('takes a method’s first day that has a time, and nothing from an unavailable offer', () => {
    expect(
      firstChoice({
        method: 'pickup',
        unavailable: null,
        fee: 0,
        days: [
          { date: '2026-12-07', times: [] },
          { date: '2026-12-08', times: ['09:00'] },
        ],
      }),
    ).toEqual({ method: 'pickup', date: '2026-12-08', time: '09:00' });
    expect(firstChoice({ method: 'truck', unavailable: 'Notre camion ne livre pas au code postal H3A.', fee: 39.95 })).toBeNull();
    expect(firstChoice({ method: 'truck', unavailable: null, fee: 39.95, days: [] })).toBeNull();
    expect(firstChoice({ method: 'post', unavailable: null, fee: 0 })).toEqual({ method: 'post' });
  });
});
