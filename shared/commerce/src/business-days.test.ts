import { describe, expect, it } from 'vitest';
import {
  addCountedDays,
  businessDayWindow,
  easterSunday,
  isBusinessDay,
  isPostalDeliveryDay,
  isQuebecHoliday,
  QUEBEC_HOLIDAYS,
} from './business-days';

describe('Quebec statutory holidays (Act respecting labour standards, s. 60; National Holiday Act)', () => {
  // The Commission des normes, de l'équité, de la santé et de la sécurité du travail publishes each year's dates.
  it('gives 2026 as the CNESST lists it (Good Friday chosen over Easter Monday)', () => {
    expect(QUEBEC_HOLIDAYS.map((rule) => rule.on(2026))).toEqual([
      '2026-01-01',
      '2026-04-03',
      '2026-05-18',
      '2026-06-24',
      '2026-07-01',
      '2026-09-07',
      '2026-10-12',
      '2026-12-25',
    ]);
  });

  it('moves 24 June and 1 July to the Monday when they fall on a Sunday (2029)', () => {
    expect(isQuebecHoliday('2029-06-25')).toBe(true);
    expect(isQuebecHoliday('2029-06-24')).toBe(false);
    expect(isQuebecHoliday('2029-07-02')).toBe(true);
  });

  it('puts the Journée nationale des patriotes on the Monday before 25 May, 24 May itself when it is a Monday (2027)', () => {
    expect(QUEBEC_HOLIDAYS.find((rule) => rule.id === 'patriotes')!.on(2027)).toBe('2027-05-24');
    expect(QUEBEC_HOLIDAYS.find((rule) => rule.id === 'patriotes')!.on(2026)).toBe('2026-05-18');
  });

  it('computes Easter Sunday (known dates 2024 to 2030)', () => {
    expect([2024, 2025, 2026, 2027, 2028, 2029, 2030].map(easterSunday)).toEqual([
      '2024-03-31',
      '2025-04-20',
      '2026-04-05',
      '2027-03-28',
      '2028-04-16',
      '2029-04-01',
      '2030-04-21',
    ]);
  });

  it('cites a source for every rule', () => {
    for (const rule of QUEBEC_HOLIDAYS) expect(rule.source).toMatch(/^https:\/\/www\.legisquebec\.gouv\.qc\.ca\//);
  });
});

describe('business days', () => {
  it('skips weekends and holidays', () => {
    expect(isBusinessDay('2026-12-07')).toBe(true);
    expect(isBusinessDay('2026-12-12')).toBe(false);
    expect(isBusinessDay('2026-12-25')).toBe(false);
    // Monday 7 December 2026: the 1st business day after is Tuesday the 8th, the 7th is Wednesday the 16th.
    expect(businessDayWindow('2026-12-07', 1, 7)).toEqual({ from: '2026-12-08', to: '2026-12-16' });
  });

  it('counts over Christmas: Canada Post does not deliver on Boxing Day nor on 2 January', () => {
    expect(isPostalDeliveryDay('2026-12-26')).toBe(false);
    expect(isPostalDeliveryDay('2027-01-02')).toBe(false);
    // From Wednesday 23 December 2026: 24, 28, 29, 30, 31 December, then 4 and 5 January (1 January a holiday).
    expect(businessDayWindow('2026-12-23', 1, 7, isPostalDeliveryDay)).toEqual({ from: '2026-12-24', to: '2027-01-05' });
    expect(addCountedDays('2026-12-23', 3)).toBe('2026-12-29');
  });

  it('a Friday order before Easter: Good Friday is not a business day, Easter Monday is (for the store)', () => {
    expect(addCountedDays('2026-04-02', 1)).toBe('2026-04-06');
    expect(isPostalDeliveryDay('2026-04-06')).toBe(false);
  });
});
