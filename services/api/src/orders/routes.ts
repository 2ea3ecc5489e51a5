// Owns the store API's HTTP surface for orders: availability, the priced summary, placing an order, reading it back, and the sandbox's tokenizer.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isProvinceCode, orderTotals, paymentErrorMessage } from '@storefront/commerce';
import type { Locale } from '@storefront/contracts';
import { checkoutCustomerSchema, ruleMessage, validateWith, type RuleName } from '@storefront/validation';
import { requestLocale } from '../app';
import type { OrderContext } from './orders';
import { isOrderAccessKey, orderView, placeOrder, readOrder } from './orders';
import type { SandboxGateway } from './gateway';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{16,100}$/;
const ORDER_FIELDS = new Set(['cartId', 'customer', 'paymentToken']);

export interface OrderRoutesOptions {
  context: OrderContext;
  /** False shows the closed-shop message instead of payment (ORDERS_CLOSED=1). */
  open: boolean;
  rateLimitPerMinute: number;
  verifyIntegrity(token: string | undefined): Promise<boolean>;
  integrityHeader: string;
  /** Present when the sandbox gateway is the one charging: its tokenizer is served beside the API. */
  sandbox?: SandboxGateway;
  kickOutbox(): void;
}

const refusal = (statusCode: number, rule: RuleName, locale: Locale, extra: Record<string, unknown> = {}) => ({ statusCode, error: rule, message: ruleMessage(rule, locale), ...extra });

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isCartId = (value: unknown): value is string => typeof value === 'string' && value.length > 0 && value.length <= 500;

export async function registerOrderRoutes(app: FastifyInstance, options: OrderRoutesOptions): Promise<void> {
  const { context, open } = options;
  const limit = { rateLimit: { max: options.rateLimitPerMinute, timeWindow: '1 minute' } };

  app.get('/orders/availability', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { open };
  });

  app.post('/orders/quote', { bodyLimit: 2 * 1024, config: { rateLimit: { max: 120, timeWindow: '1 minute' } } }, async (request, reply) => {
    const locale = requestLocale(request);
    const body = request.body;
    if (!isObject(body) || !isCartId(body.cartId) || !isProvinceCode(body.province)) return reply.code(400).send(refusal(400, 'invalidRequest', locale));
    const cart = await context.commerce.loadCart(body.cartId);
    if (!cart) return reply.code(404).send({ statusCode: 404, error: 'order', message: paymentErrorMessage('order', locale) });
    const lines = cart.checkout.lineItems.map((line) => ({ price: line.price, quantity: line.quantity, tags: cart.variants.get(line.variantId)?.productTags ?? [] }));
    reply.header('cache-control', 'no-store');
    return { currencyCode: cart.checkout.currencyCode, totals: orderTotals(lines, body.province, cart.checkout.subtotal - cart.checkout.total) };
  });

  const checkIntegrity = async (request: FastifyRequest) => options.verifyIntegrity(request.headers[options.integrityHeader] as string | undefined);

  // An order's body is a cart id, a token and the customer's fields: a few kilobytes.
  const orderBodyLimit = 16 * 1024;
  const integrityFirst = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    // Checked before a single byte of the body is read.
    if (!(await checkIntegrity(request))) return reply.code(401).send(refusal(401, 'integrity', requestLocale(request)));
    return payload;
  };

  app.post('/orders', { config: limit, bodyLimit: orderBodyLimit, preParsing: integrityFirst }, async (request, reply) => {
    const locale = requestLocale(request);
    if (!open) return reply.code(503).send({ statusCode: 503, error: 'closed', message: paymentErrorMessage('dropin', locale) });
    const key = request.headers[IDEMPOTENCY_HEADER];
    if (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key)) return reply.code(400).send(refusal(400, 'invalidRequest', locale, { field: IDEMPOTENCY_HEADER }));
    const body = request.body;
    // Only a token pays: a body carrying anything else (a card number) is refused whole, before anything is read or kept.
    if (!isObject(body) || Object.keys(body).some((field) => !ORDER_FIELDS.has(field))) return reply.code(400).send(refusal(400, 'invalidRequest', locale));
    if (!isCartId(body.cartId)) return reply.code(400).send(refusal(400, 'invalidRequest', locale, { field: 'cartId' }));
    if (typeof body.paymentToken !== 'string' || !/^[\w-]{8,200}$/.test(body.paymentToken))
      return reply.code(400).send(refusal(400, 'invalidRequest', locale, { field: 'paymentToken' }));
    const customer = validateWith(checkoutCustomerSchema, body.customer, locale);
    if (!customer.ok) return reply.code(400).send(refusal(400, 'invalidRequest', locale, { fields: customer.errors }));

    const outcome = await placeOrder(context, {
      idempotencyKey: key,
      cartId: body.cartId,
      customer: customer.data,
      paymentToken: body.paymentToken,
      locale,
      client: { ip: request.ip, userAgent: request.headers['user-agent'], page: request.headers.referer },
    });
    options.kickOutbox();
    reply.header('cache-control', 'no-store');
    if (outcome.ok) return reply.code(outcome.status).send({ order: outcome.order });
    if (outcome.error === 'invalidRequest') return reply.code(outcome.status).send(refusal(outcome.status, 'invalidRequest', locale));
    if (outcome.error === 'pending') return reply.code(409).send({ statusCode: 409, error: 'pending', message: paymentErrorMessage('pending', locale) });
    return reply.code(outcome.status).send({
      statusCode: outcome.status,
      error: outcome.error,
      message: paymentErrorMessage(outcome.error, locale, outcome.providerMessage),
      ...(outcome.providerMessage ? { providerMessage: outcome.providerMessage } : {}),
    });
  });

  app.get('/orders/:id', async (request, reply) => {
    const locale = requestLocale(request);
    const { id } = request.params as { id: string };
    const { key } = request.query as { key?: unknown };
    reply.header('cache-control', 'no-store');
    if (!/^[0-9a-f-]{36}$/.test(id) || typeof key !== 'string' || !key || key.length > 200 || !isOrderAccessKey(context.secret, id, key)) return reply.code(404).send(refusal(404, 'invalidRequest', locale));
    const row = await readOrder(context.db, id);
    if (!row || row.status !== 'paid') return reply.code(404).send(refusal(404, 'invalidRequest', locale));
    // In the page's language, which may differ from the order's after the visitor switched.
    return { order: await orderView(context.db, row, context.secret, locale) };
  });

  if (options.sandbox) {
    const sandbox = options.sandbox;
    // The sandbox gateway's own endpoint, which the drop-in calls directly; a real provider serves this from its domain.
    app.post('/sandbox-gateway/tokens', { config: limit, bodyLimit: 2 * 1024 }, async (request, reply) => {
      const locale = requestLocale(request);
      const body = request.body;
      reply.header('cache-control', 'no-store');
      if (!isObject(body)) return reply.code(400).send(refusal(400, 'invalidRequest', locale));
      const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, 100) : '');
      const result = sandbox.tokenize({ holder: text(body.holder), number: text(body.number), expiry: text(body.expiry), cvv: text(body.cvv) }, locale);
      if (result.ok) return reply.code(201).send({ token: result.token, brand: result.brand, last4: result.last4 });
      if (result.error === 'invalid') return reply.code(400).send({ ...refusal(400, 'invalidRequest', locale), fields: result.fields });
      const status = result.error === 'dropin' ? 503 : 402;
      return reply.code(status).send({ statusCode: status, error: result.error, message: paymentErrorMessage(result.error, locale) });
    });
  }
}
