// Owns the booking's HTTP surface: availability, holds, confirmation, the waiting list and its owner's confirmation, the
// signed link's read, change and cancel, and the staff's capacity, day sheet (CSV) and calendar feed (.ics) behind their token.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createEvents } from 'ics';
import {
  bookingCustomerSchema,
  bookingShapeSchema,
  firstRefusedField,
  isCanadianPostalCode,
  quoteSchema,
  serviceShapeSchema,
  validateWith,
  visitShapeSchema,
  type AvailabilityAnswer,
  type BookingAnswer,
  type HoldAnswer,
  type PriceTable,
  type ServedAreasAnswer,
} from '@storefront/validation';
import { refusal, requestLocale } from '../http';
import { bookingConfirmations, bookingHolds } from '../metrics';
import { isStaff } from '../staff';
import { DAY_PATTERN, halfEnd, halfStart, isDay, type Service } from './calendar';
import { availability } from './availability';
import { listAreas, listSeasons, saveArea, saveDayCrews, saveSeason } from './capacity';
import { cancelBooking, changeBooking } from './changes';
import { confirm, type VisitRequest } from './confirmation';
import { bookingsOfDay } from './day-sheet';
import { hold } from './holds';
import { readBooking } from './links';
import type { BookingContext } from './model';
import { confirmWaitlist, joinWaitlist } from './waitlist';
import { BookingError } from './messages';
import { priceTable } from './pricing';
import { joinAreaWaitlist, tellAreaServed } from './area-waitlist';
import { servedAreas } from './served';

const waiterSchema = quoteSchema.pick({ firstname: true, email: true });
const emailSchema = quoteSchema.pick({ email: true });

type Body = Record<string, unknown>;
const bodyOf = (request: FastifyRequest): Body => (request.body && typeof request.body === 'object' ? (request.body as Body) : {});
const invalid = (field: string) => new BookingError('invalidBooking', {}, { fields: [{ field, rule: 'pattern' }] });

const otherService = (service: Service): Service => (service === 'opening' ? 'closing' : 'opening');

/**
 * One visit of a booking as the body names it: its hold, a waiting list's offer (its link's token), or its half-day. Its
 * shape is the wire's (booking-api.ts); a combo's other visit names its fields `second.…`.
 */
function visitOf(body: Body, service: Service, prefix = ''): VisitRequest {
  const shape = visitShapeSchema.safeParse(body);
  if (!shape.success) throw invalid(firstRefusedField(shape, prefix)!);
  const { holdId, offerToken } = shape.data;
  if (offerToken !== undefined) return { service, offerToken };
  return holdId !== undefined ? { service, holdId } : { service, day: body.day, half: body.half };
}

function serviceOf(body: Body): Service {
  const shape = serviceShapeSchema.safeParse(body);
  if (!shape.success) throw invalid('service');
  return shape.data.service;
}

export function registerBookingRoutes(
  app: FastifyInstance,
  options: {
    context: BookingContext;
    rateLimitPerMinute: number;
    staffToken?: string;
    integrity: (request: FastifyRequest, reply: FastifyReply, payload: unknown) => Promise<unknown>;
    kickOutbox: () => void;
  },
): void {
  const { context } = options;
  const writes = { config: { rateLimit: { max: options.rateLimitPerMinute, timeWindow: '1 minute' } }, preParsing: options.integrity };

  // Every refusal of these routes: its code, its message in the visitor's language, and what the page needs to act on it.
  const guard =
    <T>(handler: (request: FastifyRequest, reply: FastifyReply) => Promise<T>) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      reply.header('cache-control', 'no-store');
      try {
        return await handler(request, reply);
      } catch (error) {
        if (error instanceof BookingError) return reply.code(error.statusCode).send(error.body(requestLocale(request)));
        throw error;
      }
    };

  app.get(
    '/bookings/availability',
    guard(async (request) => {
      const query = request.query as Record<string, unknown>;
      const service = serviceOf(query);
      return { ...(await availability(context, service, query.postalCode)), prices: priceTable(service) } satisfies AvailabilityAnswer;
    }),
  );

  app.get(
    '/bookings/prices',
    guard(async () => ({ opening: priceTable('opening'), closing: priceTable('closing') }) satisfies PriceTable),
  );

  app.post(
    '/bookings/holds',
    writes,
    guard(async (request, reply) => {
      const body = bodyOf(request);
      const held = await hold(context, {
        service: serviceOf(body),
        postalCode: body.postalCode,
        day: body.day,
        half: body.half,
        client: request.ip,
      });
      bookingHolds.inc();
      const answer: HoldAnswer = { holdId: held.holdId, expiresAt: held.expiresAt, expiresIn: held.expiresIn, ...held.slot };
      return reply.code(201).send(answer);
    }),
  );

  app.post(
    '/bookings',
    writes,
    guard(async (request, reply) => {
      const body = bodyOf(request);
      const locale = requestLocale(request);
      // The body's shape first (the wire's, field by field in this order), then the booking's rules.
      const shape = bookingShapeSchema.safeParse(body);
      if (!shape.success) throw invalid(firstRefusedField(shape)!);
      const { service, offer, package: packageId, poolType, price } = shape.data;
      const first = visitOf(body, service);
      // A combo is its opening and its closing: the other visit (`second`, its hold or its half-day) is booked with it.
      const combo = offer !== 'single';
      if (combo && (typeof body.second !== 'object' || body.second === null))
        throw new BookingError('invalidBooking', {}, { fields: [{ field: 'second', rule: 'required' }] });
      const second = combo ? visitOf(body.second as Body, otherService(service), 'second.') : null;
      const customer = validateWith(bookingCustomerSchema, body.customer, locale);
      if (!customer.ok) throw new BookingError('invalidBooking', {}, { fields: customer.errors });
      const { total, visits } = await confirm(context, {
        offer,
        package: packageId,
        poolType,
        price,
        customer: customer.data,
        locale,
        visits: second ? [first, second] : [first],
      });
      bookingConfirmations.inc(visits.length);
      options.kickOutbox();
      // The first visit as before, the combo's price in all, and its other visit.
      const answer: BookingAnswer = { ...visits[0]!, total, ...(visits[1] ? { second: visits[1] } : {}) };
      return reply.code(201).send(answer);
    }),
  );

  app.post(
    '/bookings/waitlist',
    writes,
    guard(async (request, reply) => {
      const body = bodyOf(request);
      const locale = requestLocale(request);
      const service = serviceOf(body);
      const waiter = validateWith(waiterSchema, body, locale);
      if (!waiter.ok) throw new BookingError('invalidBooking', {}, { fields: waiter.errors });
      const answer = await joinWaitlist(context, {
        service,
        postalCode: body.postalCode,
        day: body.day,
        half: body.half,
        email: waiter.data.email,
        name: waiter.data.firstname,
        locale,
        client: request.ip,
      });
      options.kickOutbox();
      // Accepted, not yet in line: the entry counts once its owner confirms it from the mail.
      return reply.code(202).send(answer);
    }),
  );

  // The areas the store serves, by name, as the rule of served.ts decides it (the page lists them to an unserved visitor).
  app.get(
    '/bookings/areas',
    guard(async () => ({ areas: servedAreas(await listAreas(context.db)) }) satisfies ServedAreasAnswer),
  );

  // An unserved area's visitor asks to be told once it is served: the address, the postal code and the consent, kept.
  app.post(
    '/bookings/area-waitlist',
    writes,
    guard(async (request, reply) => {
      const body = bodyOf(request);
      const locale = requestLocale(request);
      if (typeof body.postalCode !== 'string' || !isCanadianPostalCode(body.postalCode)) throw invalid('postalCode');
      const waiter = validateWith(emailSchema, body, locale);
      if (!waiter.ok) throw new BookingError('invalidBooking', {}, { fields: waiter.errors });
      // Consent is a box the visitor ticked, never assumed: anything but true is refused.
      if (body.consent !== true) throw new BookingError('invalidBooking', {}, { fields: [{ field: 'consent', rule: 'required' }] });
      const answer = await joinAreaWaitlist(context, { postalCode: body.postalCode, email: waiter.data.email, locale, client: request.ip });
      return reply.code(202).send(answer);
    }),
  );

  // The confirmation link's button (a POST: a mail scanner that opens the link confirms nothing).
  app.post(
    '/bookings/waitlist/confirm',
    writes,
    guard(async (request) => {
      const standing = await confirmWaitlist(context, bodyOf(request).token);
      options.kickOutbox();
      return standing;
    }),
  );

  const link = (request: FastifyRequest) => {
    const { number } = request.params as { number: string };
    return { number: number.slice(0, 40), key: (request.query as Record<string, unknown>).key };
  };
  app.get(
    '/bookings/:number',
    guard(async (request) => {
      const { number, key } = link(request);
      return readBooking(context, number, key);
    }),
  );
  app.post(
    '/bookings/:number/cancel',
    { config: writes.config },
    guard(async (request) => {
      const { number, key } = link(request);
      const view = await cancelBooking(context, number, key);
      options.kickOutbox();
      return view;
    }),
  );
  app.post(
    '/bookings/:number/change',
    { config: writes.config },
    guard(async (request) => {
      const { number, key } = link(request);
      const body = bodyOf(request);
      const view = await changeBooking(context, number, key, { day: body.day, half: body.half });
      options.kickOutbox();
      return view;
    }),
  );

  registerStaffBookingRoutes(app, context, options.staffToken, guard);
}

/** Without a staff token (API_STAFF_TOKEN) these routes do not exist, as the other staff routes. */
function registerStaffBookingRoutes(
  app: FastifyInstance,
  context: BookingContext,
  staffToken: string | undefined,
  guard: <T>(
    handler: (request: FastifyRequest, reply: FastifyReply) => Promise<T>,
  ) => (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
): void {
  if (!staffToken) return;
  const staffOnly = <T>(handler: (request: FastifyRequest, reply: FastifyReply) => Promise<T>) =>
    guard(async (request, reply) => {
      if (!isStaff(request, staffToken)) return reply.code(401).send(refusal(401, 'invalidRequest', requestLocale(request)));
      return handler(request, reply);
    });
  const limit = { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } };

  app.get(
    '/staff/booking/capacity',
    limit,
    staffOnly(async () => ({ areas: await listAreas(context.db), seasons: await listSeasons(context.db) })),
  );

  app.put(
    '/staff/booking/areas/:fsa',
    limit,
    staffOnly(async (request) => {
      const fsa = (request.params as { fsa: string }).fsa.toUpperCase();
      const body = bodyOf(request);
      const count = (value: unknown) => typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 50;
      if (!/^[A-Z]\d[A-Z]$/.test(fsa)) throw invalid('fsa');
      if (typeof body.name !== 'string' || body.name.trim() === '' || body.name.length > 100) throw invalid('name');
      const days = body.weekdays;
      if (!Array.isArray(days) || !days.every((d) => Number.isInteger(d) && d >= 1 && d <= 7)) throw invalid('weekdays');
      if (!count(body.crews)) throw invalid('crews');
      if (!count(body.jobsPerCrew)) throw invalid('jobsPerCrew');
      const area = {
        fsa,
        name: body.name.trim(),
        weekdays: [...new Set(days as number[])].sort(),
        crews: body.crews as number,
        jobsPerCrew: body.jobsPerCrew as number,
      };
      // Saved with the mails of those who asked to be told once it is served (area-waitlist.ts), or neither.
      await context.db.transaction(async (tx) => {
        await saveArea(tx, area);
        await tellAreaServed(context, tx, area);
      });
      return area;
    }),
  );

  // One day's crews in an area (one off sick, one more on a busy Saturday; 0 closes the day); null returns to the usual number.
  app.put(
    '/staff/booking/areas/:fsa/days/:day',
    limit,
    staffOnly(async (request) => {
      const params = request.params as { fsa: string; day: string };
      const fsa = params.fsa.toUpperCase();
      const { crews } = bodyOf(request);
      if (!(await listAreas(context.db)).some((area) => area.fsa === fsa)) throw invalid('fsa');
      if (!isDay(params.day)) throw invalid('day');
      if (crews !== null && !(typeof crews === 'number' && Number.isInteger(crews) && crews >= 0 && crews <= 50)) throw invalid('crews');
      await saveDayCrews(context.db, fsa, params.day, crews);
      return { fsa, day: params.day, crews };
    }),
  );

  app.put(
    '/staff/booking/seasons/:service',
    limit,
    staffOnly(async (request) => {
      const service = serviceOf(request.params as Body);
      const body = bodyOf(request);
      const monthDay = (value: unknown) => typeof value === 'string' && /^\d{2}-\d{2}$/.test(value) && isDay(`2024-${value}`);
      if (!monthDay(body.starts)) throw invalid('starts');
      if (!monthDay(body.ends) || (body.ends as string) < (body.starts as string)) throw invalid('ends');
      const season = { starts: body.starts as string, ends: body.ends as string };
      await saveSeason(context.db, service, season);
      return { service, ...season };
    }),
  );

  const dayOf = (request: FastifyRequest) => {
    const day = (request.query as Record<string, unknown>).day;
    if (typeof day !== 'string' || !DAY_PATTERN.test(day) || !isDay(day)) throw invalid('day');
    return day;
  };

  // The crews' sheet: one line per booking, by area, crew and half-day (RFC 4180, with a BOM so Excel reads the accents).
  app.get(
    '/staff/bookings.csv',
    limit,
    staffOnly(async (request, reply) => {
      const day = dayOf(request);
      const rows = await bookingsOfDay(context, day);
      const cell = (value: string | number) => {
        // A customer's text that starts like a formula is read as text by a spreadsheet (CSV injection), then quoted if needed.
        const text = /^[=+\-@\t\r]/.test(String(value)) ? `'${value}` : String(value);
        return /[",\n\r;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
      };
      const header = [
        'jour',
        'secteur',
        'nom_secteur',
        'equipe',
        'demi_journee',
        'numero',
        'service',
        'offre',
        'piscine',
        'prix',
        'client',
        'telephone',
        'courriel',
        'adresse',
        'ville',
        'code_postal',
        'langue',
      ];
      const lines = rows.map((b) =>
        [
          day,
          b.fsa,
          b.areaName,
          b.crew,
          b.half,
          b.number,
          b.service,
          b.offer,
          b.poolType,
          b.price.toFixed(2),
          `${b.customer.firstname} ${b.customer.lastname}`,
          b.customer.phone,
          b.email,
          b.customer.address,
          b.customer.city,
          b.customer.postalCode,
          b.locale,
        ]
          .map(cell)
          .join(','),
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="reservations-${day}.csv"`)
        .send(`\uFEFF${[header.join(','), ...lines].join('\r\n')}\r\n`);
    }),
  );

  // The same day as a calendar feed: one event per booking, titled by area and crew, for the crews' calendars.
  app.get(
    '/staff/bookings.ics',
    limit,
    staffOnly(async (request, reply) => {
      const day = dayOf(request);
      const rows = await bookingsOfDay(context, day);
      const { error, value } = createEvents(
        rows.map((b) => ({
          uid: `booking-${b.number}@piscinessoleil`,
          start: halfStart(b.day, b.half).getTime(),
          end: halfEnd(b.day, b.half).getTime(),
          title: `${b.fsa} équipe ${b.crew} — ${b.number} ${b.service === 'opening' ? 'ouverture' : 'fermeture'}`,
          description: `${b.customer.firstname} ${b.customer.lastname}, ${b.customer.phone}\n${b.offer}, ${b.poolType}, ${b.price.toFixed(2)} $`,
          location: `${b.customer.address}, ${b.customer.city} ${b.customer.postalCode}`,
          categories: [b.fsa, `équipe ${b.crew}`],
        })),
        { productId: 'piscinessoleil/bookings', calName: `Réservations ${day}` },
      );
      if (error || value === null) throw error ?? new Error('the calendar feed could not be written');
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="reservations-${day}.ics"`)
        .send(value);
    }),
  );
}
