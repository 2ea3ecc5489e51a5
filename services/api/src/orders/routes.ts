// Owns the store API's HTTP surface for orders and payments: availability, the priced cart and its fingerprint, the
// card fields' client token, placing an order, reading it back with its access key, and the provider's webhooks.
import type { FastifyInstance } from 'fastify';
import {
  alreadyOrderedMessage,
  conditionsOn,
  isProvinceCode,
  orderStateMessage,
  paymentErrorMessage,
  processorReason,
  QUOTE_PATH,
  storeClock,
  type AlreadyOrderedAnswer,
  type CartChangedAnswer,
  type FulfilmentSelection,
  type ProvinceCode,
} from '@storefront/commerce';
import type { Locale } from '@storefront/contracts';
import {
  checkoutCustomerSchema,
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  isCanadianPostalCode,
  normalizePostalCode,
  ORDER_ACCESS_HEADER,
  orderRequestSchema,
  postalCodeAgrees,
  validateWith,
} from '@storefront/validation';
import { integrityFirst, refusal, requestLocale } from '../http';
import {
  isOrderAccessKey,
  newTotalText,
  orderView,
  paidOrderNumber,
  placeOrder,
  quoteAnswer,
  readOrder,
  type OrderContext,
} from './orders';
import { PaymentStartError, type WebhookEvent } from './payment';
import { priceCart } from './pricing';
import { actOnce, braintreeDeliveryId } from './webhook-deliveries';

export interface OrderRoutesOptions {
  context: OrderContext;
  /** False shows the closed-shop message instead of payment (ORDERS_CLOSED=1). */
  open: boolean;
  rateLimitPerMinute: number;
  verifyIntegrity(token: string | undefined): Promise<boolean>;
  integrityHeader: string;
  kickOutbox(): void;
  /** Asks the commerce queue to push soon (after a paid order). */
  kickCommerce(): void;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isCartId = (value: unknown): value is string => typeof value === 'string' && value.length > 0 && value.length <= 500;

/** A selection's shape: per class an object of short strings; what they mean is the fulfilment rules' to check, in words. */
const isSelection = (value: unknown): value is FulfilmentSelection =>
  isObject(value) &&
  Object.keys(value).length <= 8 &&
  Object.values(value).every(
    (choice) =>
      isObject(choice) && Object.keys(choice).length <= 4 && Object.values(choice).every((v) => typeof v === 'string' && v.length <= 20),
  );

/** The quote's answer to where the goods go: the postal code's own province, said in words when another was chosen. */
function addressProblem(province: unknown, postalCode: unknown, locale: Locale) {
  if (!isProvinceCode(province) || typeof postalCode !== 'string' || !isCanadianPostalCode(postalCode))
    return { statusCode: 400, error: 'invalidRequest', message: refusal(400, 'invalidRequest', locale).message };
  if (postalCodeAgrees(postalCode, province)) return null;
  const checked = validateWith(checkoutCustomerSchema, { province, postalCode: normalizePostalCode(postalCode) }, locale);
  const message = checked.ok ? '' : (checked.errors.find((error) => error.rule === 'postalProvince')?.message ?? '');
  return { statusCode: 422, error: 'provinceMismatch', message, field: 'postalCode' };
}

/** A cart another tab (or device) paid for: that order's number, which the cart's id entitles its holder to, and nothing else. */
const alreadyOrderedAnswer = (locale: Locale, orderNumber: string): AlreadyOrderedAnswer => ({
  statusCode: 409,
  error: 'alreadyOrdered',
  message: alreadyOrderedMessage(locale, orderNumber),
  orderNumber,
});

export async function registerOrderRoutes(app: FastifyInstance, options: OrderRoutesOptions): Promise<void> {
  const { context, open } = options;
  const limit = { rateLimit: { max: options.rateLimitPerMinute, timeWindow: '1 minute' } };

  app.get('/orders/availability', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { open };
  });

  app.post(QUOTE_PATH, { bodyLimit: 2 * 1024, config: { rateLimit: { max: 120, timeWindow: '1 minute' } } }, async (request, reply) => {
    const locale = requestLocale(request);
    const body = request.body;
    reply.header('cache-control', 'no-store');
    if (!isObject(body) || !isCartId(body.cartId) || (body.selection !== undefined && !isSelection(body.selection)))
      return reply.code(400).send(refusal(400, 'invalidRequest', locale));
    const problem = addressProblem(body.province, body.postalCode, locale);
    if (problem) return reply.code(problem.statusCode).send(problem);
    // A cart already paid for is priced no more: the page says which order it became and offers a new cart.
    const ordered = await paidOrderNumber(context.db, body.cartId);
    if (ordered) return reply.code(409).send(alreadyOrderedAnswer(locale, ordered));
    const priced = await priceCart(context.commerce, body.cartId, {
      province: body.province as ProvinceCode,
      postalCode: body.postalCode as string,
      ...(body.selection ? { selection: body.selection as FulfilmentSelection } : {}),
      areas: await context.areas(),
      now: storeClock(context.now()),
      language: locale,
    });
    if (!priced.ok && priced.error === 'methodInvalid')
      return reply.code(422).send({ statusCode: 422, error: 'methodInvalid', refusal: priced.refusal, message: priced.message });
    if (!priced.ok)
      return reply.code(priced.error === 'order' ? 404 : 409).send({
        statusCode: priced.error === 'order' ? 404 : 409,
        error: priced.error,
        message: paymentErrorMessage(priced.error, locale),
      });
    return quoteAnswer(context, priced.cart);
  });

  // The card fields start with it; without one the browser shows spec §8 `token` (the transaction module fails to start).
  app.get('/payments/client-token', { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } }, async (request, reply) => {
    const locale = requestLocale(request);
    reply.header('cache-control', 'no-store');
    if (!open) return reply.code(503).send({ statusCode: 503, error: 'closed', message: paymentErrorMessage('dropin', locale) });
    try {
      return { clientToken: await context.payments.clientToken() };
    } catch (error) {
      if (!(error instanceof PaymentStartError)) context.log.error('[api] client token', (error as Error).message);
      return reply.code(503).send({ statusCode: 503, error: 'token', message: paymentErrorMessage('token', locale) });
    }
  });

  // The provider's notifications (settlements, disputes), verified with its SDK before anything is read from them. Each is
  // acted on once: a signed payload sent again (the provider's retry, or anyone who kept it) is answered and does nothing.
  app.post(
    '/payments/webhooks',
    { bodyLimit: 64 * 1024, config: { rateLimit: { max: 600, timeWindow: '1 minute' }, accepts: ['form'] } },
    async (request, reply) => {
      const body = request.body;
      const signature = isObject(body) && typeof body.bt_signature === 'string' ? body.bt_signature : '';
      const payload = isObject(body) && typeof body.bt_payload === 'string' ? body.bt_payload : '';
      let event: WebhookEvent;
      try {
        event = await context.payments.parseWebhook(signature, payload);
      } catch {
        return reply.code(403).send(refusal(403, 'invalidRequest', 'fr'));
      }
      const delivery = { source: 'braintree', id: braintreeDeliveryId(event), timestamp: event.timestamp };
      const outcome = await actOnce(context.db, delivery, async (tx) => {
        await tx.query('INSERT INTO payment_events (kind, reference, happened_at) VALUES ($1, $2, $3)', [
          event.kind,
          event.reference,
          event.timestamp,
        ]);
      });
      if (outcome === 'stale') return reply.code(400).send(refusal(400, 'invalidRequest', 'fr', {}, { field: 'timestamp' }));
      return { received: true, ...(outcome === 'replayed' ? { replayed: true } : {}) };
    },
  );

  // An order's body is a cart id, a nonce, a fingerprint and the customer's fields: a few kilobytes.
  const orderBodyLimit = 16 * 1024;
  const integrity = integrityFirst(options.integrityHeader, options.verifyIntegrity);

  app.post('/orders', { config: limit, bodyLimit: orderBodyLimit, preParsing: integrity }, async (request, reply) => {
    const locale = requestLocale(request);
    reply.header('cache-control', 'no-store');
    if (!open) return reply.code(503).send({ statusCode: 503, error: 'closed', message: paymentErrorMessage('dropin', locale) });
    const key = request.headers[IDEMPOTENCY_HEADER];
    if (typeof key !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(key))
      return reply.code(400).send(refusal(400, 'invalidRequest', locale, {}, { field: IDEMPOTENCY_HEADER }));
    // Only a nonce pays: a body carrying anything else (a card number, totals) is refused whole, before anything is read or kept.
    const shape = orderRequestSchema.safeParse(request.body);
    if (!shape.success)
      return reply.code(400).send(refusal(400, 'invalidRequest', locale, {}, { field: String(shape.error.issues[0]?.path[0] ?? '') }));
    const customer = validateWith(checkoutCustomerSchema, shape.data.customer, locale);
    if (!customer.ok) {
      // Taxes follow the delivery address: a postal code of another province is said in words, as at the delivery step.
      const mismatch = customer.errors.find((error) => error.rule === 'postalProvince');
      if (mismatch)
        return reply.code(422).send({ statusCode: 422, error: 'provinceMismatch', message: mismatch.message, fields: customer.errors });
      return reply.code(400).send(refusal(400, 'invalidRequest', locale, {}, { fields: customer.errors }));
    }
    // The contract is made on the conditions the buyer accepted at the review (s. 54.5): the version in force, or no order.
    const inForce = conditionsOn(storeClock(context.now()).day).version;
    if (shape.data.acceptance?.conditionsVersion !== inForce)
      return reply.code(422).send({
        statusCode: 422,
        error: 'conditionsNotAccepted',
        message: orderStateMessage('conditionsNotAccepted', locale),
        conditionsVersion: inForce,
      });

    const outcome = await placeOrder(context, {
      idempotencyKey: key,
      cartId: shape.data.cartId,
      customer: customer.data,
      nonce: shape.data.nonce,
      quote: shape.data.quote,
      selection: shape.data.selection as FulfilmentSelection,
      conditionsVersion: inForce,
      locale,
      client: { ip: request.ip, userAgent: request.headers['user-agent'], page: request.headers.referer },
    });
    options.kickOutbox();
    if (outcome.ok) {
      options.kickCommerce();
      return reply.code(outcome.status).send({ order: outcome.order });
    }
    if (outcome.error === 'cartChanged') {
      const answer: CartChangedAnswer = {
        statusCode: 409,
        error: 'cartChanged',
        message: orderStateMessage('cartChanged', locale, newTotalText(outcome.quote, locale)),
        ...outcome.quote,
      };
      return reply.code(409).send(answer);
    }
    if (outcome.error === 'invalidRequest') return reply.code(outcome.status).send(refusal(outcome.status, 'invalidRequest', locale));
    if (outcome.error === 'methodInvalid')
      return reply.code(422).send({ statusCode: 422, error: 'methodInvalid', refusal: outcome.refusal, message: outcome.message });
    if (outcome.error === 'alreadyOrdered') return reply.code(409).send(alreadyOrderedAnswer(locale, outcome.orderNumber));
    if (outcome.error === 'pending')
      return reply.code(409).send({ statusCode: 409, error: outcome.error, message: orderStateMessage(outcome.error, locale) });
    // The provider's own words stay with the store: the page gets its reason only as the table translates it (§8 transfert).
    return reply.code(outcome.status).send({
      statusCode: outcome.status,
      error: outcome.error,
      message: paymentErrorMessage(outcome.error, locale, processorReason(outcome.providerMessage, locale)),
    });
  });

  // The key comes in a header, never the URL: addresses end up in logs, histories and analytics.
  app.get('/orders/:id', async (request, reply) => {
    const locale = requestLocale(request);
    const { id } = request.params as { id: string };
    const key = request.headers[ORDER_ACCESS_HEADER];
    reply.header('cache-control', 'no-store');
    if (!/^[0-9a-f-]{36}$/.test(id) || typeof key !== 'string' || key.length > 200 || !isOrderAccessKey(context.secret, id, key))
      return reply.code(404).send(refusal(404, 'invalidRequest', locale));
    const row = await readOrder(context.db, id);
    if (!row || row.status !== 'paid') return reply.code(404).send(refusal(404, 'invalidRequest', locale));
    // In the page's language, which may differ from the order's after the visitor switched.
    return { order: await orderView(context.db, row, context.secret, context.merchant, locale) };
  });
}
