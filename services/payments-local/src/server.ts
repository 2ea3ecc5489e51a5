// Owns the stand-in's HTTP server: Braintree's gateway API for the SDK (Basic auth, X-ApiVersion, XML answers, gzip),
// the client API and provider frame for the browser, and the testing hooks (webhooks, a lost response) for the suites.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { timingSafeEqual } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { localBraintreeConfig, type LocalBraintreeConfig } from '@storefront/mf-config/payments';
import { nodeServerOptions, serverTimeouts, type ServerTimeouts } from '@storefront/mf-config/timeouts';
import { ClientApi, type JsonAnswer } from './client-api';
import { clientToken } from './client-token';
import { FRAME_ASSETS, frameHeaders, framePage } from './frame';
import { StandInState, type IssuedNonce, type StandInTransaction } from './state';
import { TransactionGateway, type GatewayAnswer } from './transactions';
import { WEBHOOK_KINDS, webhookFor, type SignedWebhook, type WebhookKind } from './webhooks';
import { xmlDocument } from './xml';

export interface PaymentsLocal {
  /** The stand-in's origin (http://127.0.0.1:port): the SDK's gateway and the provider frame's own origin. */
  url: string;
  port: number;
  config: LocalBraintreeConfig;
  /** Every sale recorded, approved or declined. */
  sales(): StandInTransaction[];
  /** The next approved sale is committed, then its connection is cut before the answer (a lost response). */
  dropNextSaleResponse(): void;
  /** A signed notification about one of the stand-in's transactions, as Braintree would post it (dated now, or `at`). */
  webhook(kind: WebhookKind, transactionId: string, at?: Date): SignedWebhook;
  /** Records a nonce as the provider frame's client API would issue it (a suite's 3-D Secure result, say). */
  issueNonce(nonce: string, issued: IssuedNonce): void;
  close(): Promise<void>;
}

const MAX_BODY_BYTES = 1_000_000;
/** The oldest gateway API version the stand-in serves; the SDK 3.x sends 6. */
const MIN_API_VERSION = 4;

class BadRequest extends Error {}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new BadRequest('body too large');
    chunks.push(chunk);
  }
  if (size === 0) return {};
  try {
    const parsed: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    throw new BadRequest('body is not JSON');
  }
}

const same = (left: string, right: string): boolean =>
  left.length === right.length && timingSafeEqual(Buffer.from(left), Buffer.from(right));

function sendXml(request: IncomingMessage, response: ServerResponse, answer: GatewayAnswer): void {
  if (!answer.xml) {
    response.writeHead(answer.status).end();
    return;
  }
  const body = Buffer.from(answer.xml);
  // Braintree's gateway compresses its answers for clients that ask, as the SDK always does.
  if (/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
    response.writeHead(answer.status, { 'content-type': 'application/xml; charset=utf-8', 'content-encoding': 'gzip' }).end(gzipSync(body));
  } else {
    response.writeHead(answer.status, { 'content-type': 'application/xml; charset=utf-8' }).end(body);
  }
}

const sendJson = (response: ServerResponse, answer: JsonAnswer): void => {
  response
    .writeHead(answer.status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' })
    .end(JSON.stringify(answer.json));
};

export interface PaymentsLocalOptions {
  config?: LocalBraintreeConfig;
  port?: number;
  /** How long a client may take (@storefront/mf-config/timeouts): every server's by default. */
  timeouts?: Partial<ServerTimeouts>;
}

export async function startPaymentsLocal(options: PaymentsLocalOptions = {}): Promise<PaymentsLocal> {
  const config = options.config ?? localBraintreeConfig();
  const state = new StandInState();
  const gateway = new TransactionGateway(config, state);
  const clientApi = new ClientApi(config, state);
  let origin = '';

  /** The gateway's credentials check: unknown keys are 401 (AuthenticationError), another merchant's path 403 (AuthorizationError). */
  function authorize(request: IncomingMessage, merchantId: string | null): number | null {
    const header = request.headers.authorization ?? '';
    const decoded = header.startsWith('Basic ') ? Buffer.from(header.slice(6), 'base64').toString('utf8') : '';
    const separator = decoded.indexOf(':');
    const publicKey = separator < 0 ? '' : decoded.slice(0, separator);
    const privateKey = separator < 0 ? '' : decoded.slice(separator + 1);
    if (!same(publicKey, config.publicKey) || !same(privateKey, config.privateKey)) return 401;
    if (merchantId !== null && merchantId !== config.merchantId) return 403;
    const version = Number(request.headers['x-apiversion']);
    if (!Number.isInteger(version) || version < MIN_API_VERSION) return 426;
    return null;
  }

  async function gatewayRoute(request: IncomingMessage, response: ServerResponse, merchantId: string, rest: string): Promise<void> {
    const refusal = authorize(request, merchantId);
    if (refusal) {
      response.writeHead(refusal).end();
      return;
    }
    const method = request.method ?? 'GET';
    const body = method === 'GET' ? {} : await readJson(request);
    const transaction = rest.match(/^\/transactions\/([A-Za-z0-9_-]+)(\/(void|refund|settle))?$/);
    const account = rest.match(/^\/merchant_accounts\/([A-Za-z0-9_-]+)$/);
    const nonce = rest.match(/^\/payment_method_nonces\/([A-Za-z0-9_-]+)$/);
    let answer: (GatewayAnswer & { drop?: boolean }) | null = null;
    if (method === 'POST' && rest === '/client_token') {
      const attributes = (body.client_token ?? {}) as Record<string, unknown>;
      const accountId = typeof attributes.merchant_account_id === 'string' ? attributes.merchant_account_id : config.merchantAccountId;
      answer =
        accountId === config.merchantAccountId
          ? { status: 201, xml: xmlDocument('client-token', { value: clientToken(config, origin, accountId) }) }
          : {
              status: 422,
              xml: xmlDocument('api-error-response', {
                errors: {
                  errors: [],
                  'client-token': {
                    errors: [{ code: '92807', attribute: 'merchant_account_id', message: 'Merchant account ID is invalid.' }],
                  },
                },
                params: { 'client-token': { 'merchant-account-id': accountId } },
                message: 'Merchant account ID is invalid.',
              }),
            };
    } else if (method === 'POST' && rest === '/transactions') answer = gateway.sale(body);
    else if (method === 'POST' && rest === '/transactions/advanced_search_ids') answer = gateway.searchIds(body);
    else if (method === 'POST' && rest === '/transactions/advanced_search') answer = gateway.search(body);
    else if (transaction && method === 'GET' && !transaction[2]) answer = gateway.find(transaction[1]!);
    else if (transaction && method === 'PUT' && transaction[3] === 'void') answer = gateway.void(transaction[1]!);
    else if (transaction && method === 'POST' && transaction[3] === 'refund') answer = gateway.refund(transaction[1]!, body);
    else if (transaction && method === 'PUT' && transaction[3] === 'settle') answer = gateway.settle(transaction[1]!);
    else if (account && method === 'GET') answer = gateway.merchantAccount(account[1]!);
    else if (method === 'POST' && rest === '/verifications') answer = gateway.verify(body);
    else if (nonce && method === 'GET') answer = gateway.findNonce(nonce[1]!);
    if (!answer) {
      response.writeHead(404).end();
      return;
    }
    if (answer.drop) {
      // The sale is committed; the store API never hears so (a connection lost after the gateway charged).
      request.socket.destroy();
      return;
    }
    sendXml(request, response, answer);
  }

  async function clientApiRoute(
    request: IncomingMessage,
    response: ServerResponse,
    url: URL,
    merchantId: string,
    rest: string,
  ): Promise<void> {
    if (merchantId !== config.merchantId) return sendJson(response, { status: 401, json: { error: { message: 'Unknown merchant' } } });
    if (request.method === 'GET' && rest === '/v1/configuration')
      return sendJson(response, clientApi.configuration(url.searchParams.get('authorizationFingerprint'), origin));
    // The card endpoints answer only same-origin calls (the frame): no CORS headers, and a JSON body that a form cannot send.
    if (request.method === 'POST' && (request.headers['content-type'] ?? '').startsWith('application/json')) {
      if (rest === '/v1/payment_methods/credit_cards') return sendJson(response, clientApi.tokenizeCard(await readJson(request)));
      if (rest === '/v1/payment_methods/paypal_accounts') return sendJson(response, clientApi.tokenizePayPal(await readJson(request)));
      const secure = rest.match(/^\/v1\/payment_methods\/([A-Za-z0-9_-]+)\/three_d_secure\/(lookup|authenticate)$/);
      if (secure?.[2] === 'lookup') return sendJson(response, clientApi.threeDSecureLookup(secure[1]!, await readJson(request)));
      if (secure?.[2] === 'authenticate')
        return sendJson(response, clientApi.threeDSecureAuthenticate(secure[1]!, await readJson(request)));
    }
    response.writeHead(404).end();
  }

  function frameRoute(response: ServerResponse, url: URL, asset: string): void {
    if (asset === 'frame.js' || asset === 'frame.css' || asset === 'luhn.js') {
      const file = FRAME_ASSETS[asset];
      response
        .writeHead(200, { 'content-type': file.type, 'cache-control': 'no-cache', 'x-content-type-options': 'nosniff' })
        .end(file.body);
      return;
    }
    if (asset !== 'frame') {
      response.writeHead(404).end();
      return;
    }
    const parent = url.searchParams.get('origin') ?? config.frameAncestors[0]!;
    if (!config.frameAncestors.includes(parent)) {
      response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end(`origin ${parent} may not embed this frame`);
      return;
    }
    const locale = url.searchParams.get('locale') === 'en' ? 'en' : 'fr';
    response.writeHead(200, frameHeaders(parent)).end(framePage(locale, parent));
  }

  async function testingRoute(request: IncomingMessage, response: ServerResponse, rest: string): Promise<void> {
    const refusal = authorize(request, null);
    if (refusal && refusal !== 426) {
      response.writeHead(refusal).end();
      return;
    }
    if (request.method === 'POST' && rest === '/drop-next-sale-response') {
      gateway.dropNextSaleResponse = true;
      return sendJson(response, { status: 200, json: { armed: true } });
    }
    if (request.method === 'GET' && rest === '/sales') {
      return sendJson(response, {
        status: 200,
        json: state.sales().map(({ id, status, amount, orderId }) => ({ id, status, amount, orderId })),
      });
    }
    if (request.method === 'POST' && rest === '/webhooks') {
      const body = await readJson(request);
      const kind = WEBHOOK_KINDS.find((known) => known === body.kind);
      const transaction = typeof body.transactionId === 'string' ? state.transactions.get(body.transactionId) : undefined;
      if (!kind || !transaction)
        return sendJson(response, {
          status: 422,
          json: { error: `kind must be one of ${WEBHOOK_KINDS.join(', ')} and transactionId a known transaction` },
        });
      const notification = webhookFor(config, kind, transaction);
      // Delivered as Braintree delivers: a form post of bt_signature and bt_payload to the merchant's webhook address.
      if (typeof body.deliverTo === 'string') {
        const delivered = await fetch(body.deliverTo, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ ...notification }),
        });
        return sendJson(response, { status: 200, json: { ...notification, deliveredStatus: delivered.status } });
      }
      return sendJson(response, { status: 200, json: notification });
    }
    response.writeHead(404).end();
  }

  // Every project server's timeouts: a client that sends its request a byte at a time gets 408 rather than a connection held.
  const timeouts = serverTimeouts(options.timeouts);
  const server = createServer(nodeServerOptions(timeouts), (request, response) => {
    const url = new URL(request.url ?? '/', origin || 'http://127.0.0.1');
    const handle = async (): Promise<void> => {
      if (url.pathname === '/health') return sendJson(response, { status: 200, json: { ok: true } });
      const client = url.pathname.match(/^\/merchants\/([^/]+)\/client_api(\/.*)$/);
      if (client) return clientApiRoute(request, response, url, client[1]!, client[2]!);
      const merchant = url.pathname.match(/^\/merchants\/([^/]+)(\/.*)$/);
      if (merchant) return gatewayRoute(request, response, merchant[1]!, merchant[2]!);
      const frame = url.pathname.match(/^\/hosted-fields\/v1\/([a-z.]+)$/);
      if (frame && request.method === 'GET') return frameRoute(response, url, frame[1]!);
      const testing = url.pathname.match(/^\/testing(\/.*)$/);
      if (testing) return testingRoute(request, response, testing[1]!);
      response.writeHead(404).end();
    };
    handle().catch((error: unknown) => {
      if (response.headersSent) return;
      response
        .writeHead(error instanceof BadRequest ? 400 : 500, { 'content-type': 'text/plain; charset=utf-8' })
        .end(error instanceof BadRequest ? error.message : 'stand-in error');
      if (!(error instanceof BadRequest)) console.error(error);
    });
  });

  server.setTimeout(timeouts.idleMs);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? config.port, config.host, resolve);
  });
  const port = (server.address() as AddressInfo).port;
  origin = `http://${config.host}:${port}`;
  return {
    url: origin,
    port,
    config,
    sales: () => state.sales(),
    dropNextSaleResponse: () => {
      gateway.dropNextSaleResponse = true;
    },
    webhook: (kind, transactionId, at) => {
      const transaction = state.transactions.get(transactionId);
      if (!transaction) throw new Error(`no transaction ${transactionId}`);
      return webhookFor(config, kind, transaction, at);
    },
    issueNonce: (nonce, issued) => {
      state.nonces.set(nonce, issued);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
