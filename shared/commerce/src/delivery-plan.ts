// Owns how a cart leaves the store: its lines grouped by fulfilment class, the methods each group is offered with their
// fees and dates, the buyer's choice checked against them, the shipments it makes, and the totals taxed where each
// shipment is supplied (the delivery address, or the store for a pickup).
import { OPENING_HOURS, STORE_ADDRESS, type Locale } from '@storefront/contracts';
import { addDays, businessDayWindow, isPostalDeliveryDay, isQuebecHoliday, weekdayOf } from './business-days';
import {
  allows,
  FULFILMENT_CLASSES,
  isMethodId,
  METHODS_BY_CLASS,
  refusalReason,
  type Fulfilment,
  type FulfilmentClass,
  type MethodId,
} from './fulfilment';
import { roundToCents } from './local-cart';
import type { FulfilmentGroup, FulfilmentPlan, FulfilmentSelection, MethodChoice, MethodOffer, OfferDay, Shipment } from './order-api';
import {
  DELIVERY_FEES,
  FREE_DELIVERY_THRESHOLD,
  FREE_SHIPPING_TAG,
  salesTaxes,
  type OrderTotals,
  type ProvinceCode,
  type TaxLine,
} from './order-pricing';

/**
 * The store's own rates and delays, as of the day they took effect (the spec leaves them out; a change is a new entry).
 * Post: spec §1 and §9 (1 to 7 business days, free from 39 $); the rest are the store's.
 */
export const FULFILMENT_RATES = {
  effective: '2026-11-01',
  /** Canada Post: business days after the order, first and last. */
  postWindow: [1, 7] as const,
  /** Minutes of opening time the store needs to prepare a pickup. */
  pickupPreparation: 180,
  /** A pickup is booked by the half hour. */
  pickupSlot: 30,
  /** Minutes a pickup time stays taken after the clock has moved past it being offered (a visitor choosing while it turns). */
  pickupChoiceGrace: 30,
  /** How many opening days a pickup can be booked ahead. */
  pickupDaysAhead: 7,
  /** The store's truck: its fee per delivery, the days before the first it can take, and how many of its days are offered. */
  truckFee: 39.95,
  truckLeadDays: 2,
  truckDaysOffered: 6,
  /** Freight arranged by the store (spas, pools): business days, first and last, and its fee by destination. */
  freightWindow: [10, 20] as const,
  freightFees: { QC: 295, ON: 495 } as Partial<Record<ProvinceCode, number>>,
  freightFeeElsewhere: 795,
} as const;

/** The store's province: a pickup is a supply made there. */
export const STORE_PROVINCE: ProvinceCode = STORE_ADDRESS.province;

/** A postal area the store's truck serves (the service booking's areas): its forward sortation area, name and weekdays. */
export interface DeliveryArea {
  fsa: string;
  name: string;
  /** 0 = Sunday … 6 = Saturday. */
  weekdays: readonly number[];
}

/** A line as the plan needs it: the cart's line id, its price after any line discount, its tags and its class. */
export interface PlanLine {
  lineId: string;
  price: number;
  quantity: number;
  tags: readonly string[];
  fulfilment: Fulfilment;
}

/** The store's clock: its day and the minutes since midnight in Quebec. */
export interface StoreClock {
  day: string;
  minutes: number;
}

let clockFormat: Intl.DateTimeFormat | null = null;

/** The store's day and time at an instant (Quebec's time zone, where the store is). */
export function storeClock(at: Date = new Date()): StoreClock {
  clockFormat ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Toronto',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const parts = Object.fromEntries(clockFormat.formatToParts(at).map((part) => [part.type, part.value]));
  return { day: `${parts.year}-${parts.month}-${parts.day}`, minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

export interface PlanInput {
  lines: readonly PlanLine[];
  province: ProvinceCode;
  postalCode: string;
  areas: readonly DeliveryArea[];
  now: StoreClock;
  selection?: FulfilmentSelection;
  promoDiscount?: number;
  locale: Locale;
}

export type PlanRefusal = 'unknownMethod' | 'methodNotAllowed' | 'pickupTime' | 'truckDate' | 'truckArea';

export type PlanOutcome =
  { ok: true; plan: FulfilmentPlan; totals: OrderTotals } | { ok: false; error: PlanRefusal; class: FulfilmentClass; message: string };

const WEEKDAY_HOURS: Record<number, (typeof OPENING_HOURS)[number]['days']> = {
  0: 'sunday',
  1: 'mondayToWednesday',
  2: 'mondayToWednesday',
  3: 'mondayToWednesday',
  4: 'thursdayAndFriday',
  5: 'thursdayAndFriday',
  6: 'saturday',
};

/** The store's hours on a day (spec §9), or null when it is closed (a statutory holiday). */
export function openingHoursOn(day: string): { opens: number; closes: number } | null {
  if (isQuebecHoliday(day)) return null;
  const hours = OPENING_HOURS.find((entry) => entry.days === WEEKDAY_HOURS[weekdayOf(day)]);
  return hours ? { opens: hours.opens, closes: hours.closes } : null;
}

const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * When an order placed now is ready at the counter: the preparation counted in opening minutes only, from now (or from the
 * next opening), rounded up to the next slot.
 */
export function pickupReady(now: StoreClock): { day: string; minutes: number } {
  let left: number = FULFILMENT_RATES.pickupPreparation;
  let day = now.day;
  let from = now.minutes;
  for (let guard = 0; guard < 30; guard += 1, day = addDays(day, 1), from = 0) {
    const hours = openingHoursOn(day);
    if (!hours) continue;
    const start = Math.max(from, hours.opens);
    if (start >= hours.closes) continue;
    if (start + left <= hours.closes - FULFILMENT_RATES.pickupSlot) {
      const slot = FULFILMENT_RATES.pickupSlot;
      return { day, minutes: Math.ceil((start + left) / slot) * slot };
    }
    left -= Math.max(0, hours.closes - start);
    if (left < 0) left = 0;
  }
  return { day, minutes: 0 };
}

/** The days and half hours a pickup can be booked, from the moment the order is ready. */
export function pickupDays(now: StoreClock): OfferDay[] {
  const ready = pickupReady(now);
  const days: OfferDay[] = [];
  for (let day = ready.day; days.length < FULFILMENT_RATES.pickupDaysAhead; day = addDays(day, 1)) {
    const hours = openingHoursOn(day);
    if (!hours) continue;
    const times: string[] = [];
    const first = day === ready.day ? Math.max(ready.minutes, hours.opens) : hours.opens;
    for (let at = first; at <= hours.closes - FULFILMENT_RATES.pickupSlot; at += FULFILMENT_RATES.pickupSlot) times.push(hhmm(at));
    if (times.length) days.push({ date: day, times });
  }
  return days;
}

/** The area of a postal code for the truck, or null when the truck does not go there. */
export const truckArea = (postalCode: string, areas: readonly DeliveryArea[]) =>
  areas.find((area) => area.fsa === postalCode.replace(/\s+/g, '').slice(0, 3).toUpperCase()) ?? null;

/** The truck's next days in an area: its weekdays, after the lead days, never a statutory holiday. */
export function truckDays(area: DeliveryArea, now: StoreClock): OfferDay[] {
  const days: OfferDay[] = [];
  for (let day = addDays(now.day, FULFILMENT_RATES.truckLeadDays); days.length < FULFILMENT_RATES.truckDaysOffered; day = addDays(day, 1))
    if (area.weekdays.includes(weekdayOf(day)) && !isQuebecHoliday(day)) days.push({ date: day });
  return days;
}

const lineTotal = (line: PlanLine) => roundToCents(line.price * line.quantity);

/** Canada Post for these lines: free from 39 $ of them, or when each ships free; otherwise the destination's fee. */
export function postFee(lines: readonly PlanLine[], province: ProvinceCode, merchandise: number): number {
  if (lines.length === 0 || merchandise >= FREE_DELIVERY_THRESHOLD) return 0;
  if (lines.every((line) => line.tags.includes(FREE_SHIPPING_TAG))) return 0;
  return DELIVERY_FEES[province];
}

export const freightFee = (province: ProvinceCode) => FULFILMENT_RATES.freightFees[province] ?? FULFILMENT_RATES.freightFeeElsewhere;

const MESSAGES: Record<Locale, Record<Exclude<PlanRefusal, 'methodNotAllowed'> | 'truckOutside', string>> = {
  fr: {
    unknownMethod: 'Ce mode de livraison n’existe pas. Choisissez un des modes offerts.',
    pickupTime:
      'Le ramassage n’est pas offert le {date} à {time}\u00a0: choisissez une heure d’ouverture du magasin à partir du moment où la commande est prête.',
    truckDate: 'Notre camion ne livre pas votre secteur le {date}. Choisissez un des jours offerts.',
    truckArea: 'Notre camion ne livre pas au code postal {fsa}. Choisissez le ramassage au magasin ou un autre mode.',
    truckOutside: 'Notre camion ne livre pas au code postal {fsa}.',
  },
  en: {
    unknownMethod: 'This delivery method does not exist. Choose one of the methods offered.',
    pickupTime: 'Pickup is not offered on {date} at {time}: choose a time the store is open, from when the order is ready.',
    truckDate: 'Our truck does not deliver to your area on {date}. Choose one of the days offered.',
    truckArea: 'Our truck does not deliver to postal code {fsa}. Choose store pickup or another method.',
    truckOutside: 'Our truck does not deliver to postal code {fsa}.',
  },
};

const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

/** The methods offered to one class's lines, each with its fee for them alone and its dates, or why it is not offered. */
function offersFor(kind: FulfilmentClass, lines: readonly PlanLine[], input: PlanInput, merchandise: number): MethodOffer[] {
  const fsa = input.postalCode.replace(/\s+/g, '').slice(0, 3).toUpperCase();
  return METHODS_BY_CLASS[kind].map((method): MethodOffer => {
    switch (method) {
      case 'post':
        return {
          method,
          unavailable: null,
          fee: postFee(lines, input.province, merchandise),
          window: businessDayWindow(input.now.day, ...FULFILMENT_RATES.postWindow, isPostalDeliveryDay),
        };
      case 'pickup':
        return { method, unavailable: null, fee: 0, days: pickupDays(input.now) };
      case 'truck': {
        const area = truckArea(input.postalCode, input.areas);
        if (!area) return { method, unavailable: fill(MESSAGES[input.locale].truckOutside, { fsa }), fee: FULFILMENT_RATES.truckFee };
        return { method, unavailable: null, fee: FULFILMENT_RATES.truckFee, days: truckDays(area, input.now), area: area.name };
      }
      case 'freight':
        return {
          method,
          unavailable: null,
          fee: freightFee(input.province),
          window: businessDayWindow(input.now.day, ...FULFILMENT_RATES.freightWindow),
        };
    }
  });
}

/** The choice a method makes when it is picked: its first day (and that day's first time) for a pickup or a truck; null when it cannot be. */
export function firstChoice(offer: MethodOffer): MethodChoice | null {
  if (offer.unavailable !== null) return null;
  switch (offer.method) {
    case 'post':
    case 'freight':
      return { method: offer.method };
    case 'pickup': {
      const day = offer.days?.find((candidate) => (candidate.times ?? []).length > 0);
      return day ? { method: 'pickup', date: day.date, time: day.times![0]! } : null;
    }
    case 'truck': {
      const day = offer.days?.[0];
      return day ? { method: 'truck', date: day.date } : null;
    }
  }
}

/** The first offered method of a group, with its first day and time: what a class the buyer has not chosen for yet gets. */
function defaultChoice(offers: readonly MethodOffer[]): MethodChoice | null {
  for (const offer of offers) {
    const choice = firstChoice(offer);
    if (choice) return choice;
  }
  return null;
}

/** Splits the promo's share over the shipments by their goods, in cents, the last one taking what rounding left. */
function shareOut(total: number, parts: readonly number[]): number[] {
  const sum = parts.reduce((a, b) => a + b, 0);
  if (sum <= 0 || total <= 0) return parts.map(() => 0);
  const cents = Math.round(total * 100);
  let given = 0;
  return parts.map((part, index) => {
    const share = index === parts.length - 1 ? cents - given : Math.floor((cents * part) / sum);
    given += share;
    return share / 100;
  });
}

/** Taxes of several places merged into one line per tax and rate. */
function mergeTaxes(lists: readonly TaxLine[][]): TaxLine[] {
  const merged: TaxLine[] = [];
  for (const list of lists)
    for (const tax of list) {
      const same = merged.find((line) => line.kind === tax.kind && line.rate === tax.rate);
      if (same) same.amount = roundToCents(same.amount + tax.amount);
      else merged.push({ ...tax });
    }
  return merged;
}

/**
 * The cart's fulfilment: its groups and offers, the buyer's choice checked (every refusal in words), the shipments it
 * makes (one per method and day, whatever classes share it), and the totals, each shipment taxed where it is supplied.
 */
export function planFulfilment(input: PlanInput): PlanOutcome {
  const byClass = new Map<FulfilmentClass, PlanLine[]>();
  for (const line of input.lines) byClass.set(line.fulfilment.class, [...(byClass.get(line.fulfilment.class) ?? []), line]);
  const subtotal = roundToCents(input.lines.reduce((sum, line) => sum + lineTotal(line), 0));
  const promo = roundToCents(Math.min(Math.max(0, input.promoDiscount ?? 0), subtotal));
  const groups: FulfilmentGroup[] = [];
  const selection: FulfilmentSelection = {};

  for (const kind of FULFILMENT_CLASSES) {
    const lines = byClass.get(kind);
    if (!lines) continue;
    const own = roundToCents(lines.reduce((sum, line) => sum + lineTotal(line), 0));
    const offers = offersFor(kind, lines, input, subtotal > 0 ? roundToCents(own - (promo * own) / subtotal) : 0);
    groups.push({ class: kind, lineIds: lines.map((line) => line.lineId), offers });
    const asked = input.selection?.[kind];
    if (!asked) {
      const fallback = defaultChoice(offers);
      if (fallback) selection[kind] = fallback;
      continue;
    }
    const refused = checkChoice(kind, lines, asked, offers, input);
    if (refused) return { ok: false, class: kind, ...refused };
    selection[kind] = normalised(asked);
  }

  // One shipment per method, day and time: the parcels and the chlorine picked up together are one pickup, one truck trip is one fee.
  const shipments: Shipment[] = [];
  for (const group of groups) {
    const choice = selection[group.class];
    if (!choice) continue;
    const key = (shipment: Shipment) =>
      shipment.method === choice.method &&
      shipment.date === ('date' in choice ? choice.date : undefined) &&
      shipment.time === ('time' in choice ? choice.time : undefined);
    const existing = shipments.find(key);
    if (existing) {
      existing.lineIds.push(...group.lineIds);
      continue;
    }
    const offer = group.offers.find((candidate) => candidate.method === choice.method)!;
    shipments.push({
      method: choice.method,
      lineIds: [...group.lineIds],
      fee: 0,
      ...('date' in choice ? { date: choice.date } : {}),
      ...(choice.method === 'pickup' ? { time: choice.time } : {}),
      ...(offer.window ? { window: offer.window } : {}),
      ...(offer.area ? { area: offer.area } : {}),
      taxProvince: choice.method === 'pickup' ? STORE_PROVINCE : input.province,
    });
  }
  const lineOf = new Map(input.lines.map((line) => [line.lineId, line]));
  const goods = shipments.map((shipment) => roundToCents(shipment.lineIds.reduce((sum, id) => sum + lineTotal(lineOf.get(id)!), 0)));
  const shares = shareOut(promo, goods);
  for (const [index, shipment] of shipments.entries()) {
    const lines = shipment.lineIds.map((id) => lineOf.get(id)!);
    // Free delivery by post is measured on the goods that go by post, after their share of the promo.
    if (shipment.method === 'post') shipment.fee = postFee(lines, input.province, roundToCents(goods[index]! - shares[index]!));
    else if (shipment.method === 'truck') shipment.fee = FULFILMENT_RATES.truckFee;
    else if (shipment.method === 'freight') shipment.fee = freightFee(input.province);
  }
  const delivery = roundToCents(shipments.reduce((sum, shipment) => sum + shipment.fee, 0));
  const taxes = mergeTaxes(
    shipments.map((shipment, index) =>
      salesTaxes(roundToCents(goods[index]! - shares[index]! + shipment.fee), shipment.taxProvince, input.now.day),
    ),
  );
  const merchandise = roundToCents(subtotal - promo);
  const total = roundToCents(merchandise + delivery + taxes.reduce((sum, tax) => sum + tax.amount, 0));
  return {
    ok: true,
    plan: { groups, selection, shipments },
    totals: { subtotal, promoDiscount: promo, merchandise, delivery, taxes, total },
  };
}

/** Only the fields of the method chosen, so the fingerprint of a choice does not depend on what else was sent. */
function normalised(choice: MethodChoice): MethodChoice {
  switch (choice.method) {
    case 'post':
    case 'freight':
      return { method: choice.method };
    case 'pickup':
      return { method: 'pickup', date: choice.date, time: choice.time };
    case 'truck':
      return { method: 'truck', date: choice.date };
  }
}

/**
 * Whether a pickup's day and time are offered now, or were offered within the grace: the offers move on the half hour, and
 * a visitor who chose a time just before they did keeps it (the store's preparation is then short by at most the grace).
 */
function pickupOffered(asked: MethodChoice, days: readonly OfferDay[] | undefined, now: StoreClock): boolean {
  const { date, time } = asked as { date?: unknown; time?: unknown };
  if (typeof date !== 'string' || typeof time !== 'string') return false;
  const offered = (list: readonly OfferDay[] | undefined) => Boolean(list?.find((day) => day.date === date)?.times?.includes(time));
  if (offered(days)) return true;
  return offered(pickupDays({ day: now.day, minutes: Math.max(0, now.minutes - FULFILMENT_RATES.pickupChoiceGrace) }));
}

function checkChoice(
  kind: FulfilmentClass,
  lines: readonly PlanLine[],
  asked: MethodChoice,
  offers: readonly MethodOffer[],
  input: PlanInput,
): { error: PlanRefusal; message: string } | null {
  const text = MESSAGES[input.locale];
  const method: unknown = (asked as { method?: unknown }).method;
  if (!isMethodId(method)) return { error: 'unknownMethod', message: text.unknownMethod };
  if (!allows(kind, method))
    return { error: 'methodNotAllowed', message: refusalReason(lines[0]!.fulfilment, method as MethodId, input.locale)! };
  const offer = offers.find((candidate) => candidate.method === method)!;
  const fsa = input.postalCode.replace(/\s+/g, '').slice(0, 3).toUpperCase();
  if (asked.method === 'truck') {
    if (offer.unavailable !== null) return { error: 'truckArea', message: fill(text.truckArea, { fsa }) };
    if (typeof asked.date !== 'string' || !offer.days?.some((day) => day.date === asked.date))
      return { error: 'truckDate', message: fill(text.truckDate, { date: String(asked.date) }) };
  }
  if (asked.method === 'pickup' && !pickupOffered(asked, offer.days, input.now))
    return { error: 'pickupTime', message: fill(text.pickupTime, { date: String(asked.date), time: String(asked.time) }) };
  return null;
}
