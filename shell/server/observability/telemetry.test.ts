import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { InMemorySpanExporter, SimpleSpanProcessor, type ReadableSpan, type SpanProcessor } from '@opentelemetry/sdk-trace';
import { fakeBuild, onRender } from '../../tests/fakeBuild';
import { localRuntimeConfig } from '../config/config';
import { DEFAULT_TRACE_RATIO, samplerFor, spanProcessorsFor, startTelemetry, type Telemetry } from './telemetry';

// W3C Trace Context's header: version, trace id, parent span id, flags (https://www.w3.org/TR/trace-context/#traceparent-header).
const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-0[01]$/;

describe("the shell's traces", () => {
  const exporter = new InMemorySpanExporter();
  const warn = vi.spyOn(console, 'warn');
  let sdk: Telemetry;
  let app: FastifyInstance;
  let api: Server;
  const received: string[] = [];

  beforeAll(async () => {
    // As main.ts does: tracing first, then the server's modules. Beside the test's exporter, a collector that never answers.
    const stalled: SpanProcessor = {
      onStart: () => {},
      onEnd: () => {},
      forceFlush: async () => {},
      shutdown: () => new Promise(() => {}),
    };
    sdk = startTelemetry([new SimpleSpanProcessor({ exporter }), stalled]);
    const { createShellServer } = await import('../server');
    api = createServer((request, response) => {
      received.push(String(request.headers.traceparent ?? ''));
      response.writeHead(200, { 'content-type': 'application/json' }).end('[]');
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    const apiBaseUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
    app = await createShellServer({ ...(await fakeBuild()), runtimeConfig: { ...localRuntimeConfig(), apiBaseUrl } });
    // The page's loaders: a read of the store API, and a line in the log.
    onRender(async (request) => {
      await (await fetch(`${apiBaseUrl}/catalogue/jobs`)).json();
      request.log('[ssr] a loader read the store API');
    });
  });
  afterAll(async () => {
    onRender(undefined);
    await app.close();
    api.close();
  });

  it("puts a page's render in the caller's trace, and the render's reads of the store API carry that trace on", async () => {
    const traceId = randomBytes(16).toString('hex');
    const callerSpan = randomBytes(8).toString('hex');
    const response = await app.inject({ url: '/fr/carriere', headers: { traceparent: `00-${traceId}-${callerSpan}-01` } });
    expect(response.statusCode).toBe(200);

    const spans = () => exporter.getFinishedSpans().filter((span) => span.spanContext().traceId === traceId);
    // The store API was asked with the same trace, from a span of its own.
    const sent = received.map((header) => TRACEPARENT.exec(header)).find((match) => match?.[1] === traceId);
    expect(sent).toBeDefined();
    const fetchSpanId = sent?.[2];
    await expect.poll(() => spans().map((span) => span.spanContext().spanId)).toContain(fetchSpanId);
    await expect.poll(() => spans().some((span) => span.name === 'render careers')).toBe(true);

    const byId = new Map(spans().map((span) => [span.spanContext().spanId, span]));
    const render = spans().find((span) => span.name === 'render careers') as ReadableSpan;
    expect(render.attributes['storefront.page_type']).toBe('careers');
    // The render hangs under the request, whose parent is the caller's span; the read hangs under the render.
    const ancestors = (span: ReadableSpan): string[] => {
      const parent = span.parentSpanContext?.spanId;
      if (!parent) return [];
      const above = byId.get(parent);
      return [parent, ...(above ? ancestors(above) : [])];
    };
    expect(ancestors(render).at(-1)).toBe(callerSpan);
    const fetchSpan = byId.get(fetchSpanId ?? '') as ReadableSpan;
    expect(fetchSpan.parentSpanContext?.spanId).toBe(render.spanContext().spanId);
  });

  it('writes the trace id on every log line written during a request', async () => {
    const traceId = randomBytes(16).toString('hex');
    await app.inject({ url: '/en/carriere', headers: { traceparent: `00-${traceId}-${randomBytes(8).toString('hex')}-01` } });
    expect(warn).toHaveBeenCalledWith(`[ssr] a loader read the store API trace_id=${traceId}`);
  });

  it('records no span of a request nobody asked to trace, which still has its trace id in its log and in the calls it makes', async () => {
    warn.mockClear();
    const sentBefore = received.length;
    const response = await app.inject({ url: '/fr/carriere' });
    expect(response.statusCode).toBe(200);
    const line = warn.mock.calls.map(([first]) => String(first)).find((text) => text.startsWith('[ssr] a loader read the store API'));
    const traceId = / trace_id=([0-9a-f]{32})$/.exec(line ?? '')?.[1];
    expect(traceId).toBeDefined();
    // The store API was told the same trace, not sampled (flags 00), so its own spans are left out too.
    expect(received.slice(sentBefore).map((header) => TRACEPARENT.exec(header))).toContainEqual(
      expect.arrayContaining([expect.stringMatching(/-00$/), traceId]),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(exporter.getFinishedSpans().filter((span) => span.spanContext().traceId === traceId)).toEqual([]);
  });

  it('samples what the caller sampled, else a share of requests: 5 % with a collector, none without, or OTEL_TRACES_SAMPLER_ARG', () => {
    expect(samplerFor({})?.toString()).toBe(
      'ParentBased{root=TraceIdRatioBased{0}, remoteParentSampled=AlwaysOnSampler, remoteParentNotSampled=AlwaysOffSampler, localParentSampled=AlwaysOnSampler, localParentNotSampled=AlwaysOffSampler}',
    );
    expect(samplerFor({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318' })?.toString()).toContain(
      `root=TraceIdRatioBased{${DEFAULT_TRACE_RATIO}}`,
    );
    expect(samplerFor({ OTEL_TRACES_SAMPLER_ARG: '0.5' })?.toString()).toContain('root=TraceIdRatioBased{0.5}');
    expect(samplerFor({ OTEL_TRACES_SAMPLER_ARG: '7', OTEL_EXPORTER_OTLP_ENDPOINT: 'http://x' })?.toString()).toContain(
      `root=TraceIdRatioBased{${DEFAULT_TRACE_RATIO}}`,
    );
    // The SDK reads its own settings when OTEL_TRACES_SAMPLER names a sampler.
    expect(samplerFor({ OTEL_TRACES_SAMPLER: 'always_on' })).toBeUndefined();
  });

  it('exports over OTLP only where OTEL_EXPORTER_OTLP_ENDPOINT is set, and makes spans either way', () => {
    expect(spanProcessorsFor({}).map((processor) => processor.constructor.name)).toEqual(['NoopSpanProcessor']);
    expect(
      spanProcessorsFor({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318' }).map((processor) => processor.constructor.name),
    ).toEqual(['BatchSpanProcessor']);
  });

  it('stops within its bound when the collector does not answer (the last test: it ends tracing)', async () => {
    const started = performance.now();
    await sdk.shutdown(200);
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});
