// Traces: a request that arrives with a W3C traceparent is answered inside that trace (its server span's parent is the
// caller's span), and a log line written while answering it carries its trace id.
// traceparent: https://www.w3.org/TR/trace-context/#traceparent-header (version-traceid-parentid-flags).
// The SDK is started once per process: vitest runs each test file in its own (pool 'forks', isolate), and the API's modules
// are imported after it, as main.ts does (a type-only import loads nothing).
import type { AddressInfo } from 'node:net';
import { SpanKind } from '@opentelemetry/api';
import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../src/db';
import { SERVICE_NAME, telemetrySdk } from '../src/telemetry';

const exporter = new InMemorySpanExporter();
const sdk = telemetrySdk([new SimpleSpanProcessor({ exporter })]);
sdk.start();
afterAll(() => sdk.shutdown());

const { buildApi } = await import('../src/app');
const { createLocalIntegrity } = await import('../src/integrity');
const { createBraintreeProvider } = await import('../src/orders/braintree');
const { testApiPerTest } = await import('./helpers');

const freshApi = testApiPerTest();

const TRACE_ID = '0af7651916cd43dd8448eb211c80319c';
const CALLER_SPAN = 'b7ad6b7169203331';
const traceparent = `00-${TRACE_ID}-${CALLER_SPAN}-01`;

const inTrace = () => exporter.getFinishedSpans().filter((span) => span.spanContext().traceId === TRACE_ID);

describe('traces', () => {
  it('a request with a traceparent gets its server span in that trace, child of the caller’s span', async () => {
    exporter.reset();
    const t = await freshApi();
    const response = await t.app.inject({ method: 'GET', url: '/bookings/prices', headers: { traceparent } });
    expect(response.statusCode).toBe(200);
    const spans = inTrace();
    const server = spans.find((span) => span.parentSpanContext?.spanId === CALLER_SPAN);
    expect(server, spans.map((span) => span.name).join()).toBeDefined();
    expect(server!.kind).toBe(SpanKind.SERVER);
    expect(server!.attributes['http.route']).toBe('/bookings/prices');
    expect(server!.resource.attributes['service.name']).toBe(SERVICE_NAME);
  });

  it('down to the database: a query made for the request is a span of its trace (PostgreSQL; PGlite makes none)', async () => {
    exporter.reset();
    const t = await freshApi();
    const response = await t.app.inject({
      method: 'GET',
      url: '/bookings/availability?service=opening&postalCode=h7s1m9',
      headers: { traceparent },
    });
    expect(response.statusCode, response.body).toBe(200);
    const queries = inTrace().filter((span) => span.instrumentationScope.name === '@opentelemetry/instrumentation-pg');
    expect(queries.length > 0).toBe(t.db.kind === 'postgres');
    // A query's parameters never go into its span (they hold personal data).
    for (const query of queries) expect(Object.keys(query.attributes).join()).not.toMatch(/values|parameters/);
  });

  it('over HTTP too (the server span of the http instrumentation), and a log line written meanwhile carries the trace id', async () => {
    exporter.reset();
    const t = await freshApi();
    // The database goes away under this copy: the form's answer is a 500, and the error is logged.
    const down: Db = {
      ...t.db,
      query: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432')),
      transaction: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432')),
    };
    const integrity = createLocalIntegrity(t.config.secret);
    const app = await buildApi({
      config: t.config,
      db: down,
      attachments: t.attachments,
      outbox: t.outbox,
      commercePush: t.commercePush,
      payments: createBraintreeProvider(t.config.braintree),
      verifier: integrity,
      localIntegrity: integrity,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const response = await fetch(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}/forms/contact?lang=fr`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-firebase-appcheck': integrity.issue().token, traceparent },
        body: JSON.stringify({ name: 'Marie Côté', email: 'marie@example.com', phone: '514 555-0100', message: 'Bonjour' }),
      });
      expect(response.status).toBe(500);
      const lines = errors.mock.calls.map((call) => call.join(' '));
      expect(
        lines.some((line) => line.includes('ECONNREFUSED') && line.endsWith(`trace_id=${TRACE_ID}`)),
        lines.join('\n'),
      ).toBe(true);
      // Nothing personal in the line for all that.
      expect(lines.join('\n')).not.toContain('marie@example.com');
    } finally {
      errors.mockRestore();
      await app.close();
    }
    const http = inTrace().find((span) => span.instrumentationScope.name === '@opentelemetry/instrumentation-http');
    expect(http?.kind).toBe(SpanKind.SERVER);
    expect(http?.parentSpanContext?.spanId).toBe(CALLER_SPAN);
  });

  it('outside a request, log lines carry no trace id', async () => {
    const { safeLog } = await import('../src/redact');
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    safeLog.info('[api] outbox: 0 mails waiting');
    expect(info.mock.calls[0]).toEqual(['[api] outbox: 0 mails waiting']);
    info.mockRestore();
  });
});
