// Owns the shell server's traces: OpenTelemetry's Node SDK with the W3C trace context in (http, Fastify) and out (fetch, so the
// loaders' reads and the store API's spans join the page's trace), exported over OTLP where OTEL_EXPORTER_OTLP_ENDPOINT is
// set, and the trace id on every log line. main.ts starts it before Fastify and http are first imported, or it sees none of
// their calls.
import { FastifyOtelInstrumentation } from '@fastify/otel';
import { trace } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { NodeSDK } from '@opentelemetry/sdk-node';
import {
  BatchSpanProcessor,
  NoopSpanProcessor,
  ParentBasedSampler,
  TraceIdRatioBasedSampler,
  type Sampler,
  type SpanProcessor,
} from '@opentelemetry/sdk-trace';

export const SERVICE_NAME = 'storefront-shell';

/** The probes' and the scrape's addresses: asked every few seconds, they would bury the visitors' traces. */
const UNTRACED = /^\/(health(\/live|\/ready)?|metrics)(\?|$)/;

/**
 * Where spans go: the OTLP/HTTP collector of OTEL_EXPORTER_OTLP_ENDPOINT (its /v1/traces), in batches; without one, nowhere,
 * but they are still made, so every request has a trace id for its log lines and for the calls it makes.
 */
export function spanProcessorsFor(env: Record<string, string | undefined> = process.env): SpanProcessor[] {
  return env.OTEL_EXPORTER_OTLP_ENDPOINT ? [new BatchSpanProcessor({ exporter: new OTLPTraceExporter() })] : [new NoopSpanProcessor()];
}

/** The share of visitors' requests traced whole where a collector receives them, unless OTEL_TRACES_SAMPLER_ARG says otherwise. */
export const DEFAULT_TRACE_RATIO = 0.05;

/**
 * Which requests are recorded: a caller's decision when it sent one (`traceparent`'s sampled flag), otherwise a share of
 * them: OTEL_TRACES_SAMPLER_ARG (0 to 1), 5 % by default with a collector, none without one. A request left out still has
 * its trace id, for its log lines and the calls it makes; it only makes no span, which on a cached page cost a sixth of
 * its time (issue 48). OTEL_TRACES_SAMPLER, when set, is the SDK's to read (undefined here).
 */
export function samplerFor(env: Record<string, string | undefined> = process.env): Sampler | undefined {
  if (env.OTEL_TRACES_SAMPLER) return undefined;
  const given = Number(env.OTEL_TRACES_SAMPLER_ARG);
  const ratio = env.OTEL_TRACES_SAMPLER_ARG && given >= 0 && given <= 1 ? given : env.OTEL_EXPORTER_OTLP_ENDPOINT ? DEFAULT_TRACE_RATIO : 0;
  return new ParentBasedSampler({ root: new TraceIdRatioBasedSampler(ratio) });
}

/** The SDK, not started: the traces' settings in one place (the tests give their own span processor). */
export function telemetrySdk(spanProcessors: SpanProcessor[], sampler: Sampler | undefined = samplerFor()): NodeSDK {
  return new NodeSDK({
    serviceName: SERVICE_NAME,
    spanProcessors,
    ...(sampler ? { sampler } : {}),
    // Traces only: metrics are Prometheus's (metrics.ts), logs are the console's (below).
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [
      new HttpInstrumentation({ ignoreIncomingRequestHook: (request) => UNTRACED.test(request.url ?? '') }),
      // Fastify announces each instance it makes (diagnostics channel): its requests and handlers get spans without a plugin;
      // a span per hook would bury the render's.
      new FastifyOtelInstrumentation({
        registerOnInitialization: true,
        instrumentHooks: false,
        ignorePaths: ({ url }) => UNTRACED.test(url),
      }),
      // fetch's calls inside a request only (not the pointer's reads nor the probes): each carries `traceparent`.
      new UndiciInstrumentation({ requireParentforSpans: true }),
    ],
  });
}

const LEVELS = ['log', 'info', 'warn', 'error', 'debug'] as const;
let tagged = false;

/**
 * Every console line written while a span is active ends its first text with ` trace_id=<id>`, so a line is found from its
 * trace and the other way round; the server, its loaders and the remotes' server code all write to the console.
 */
export function logTraceIds(): void {
  if (tagged) return;
  tagged = true;
  for (const level of LEVELS) {
    const write = console[level].bind(console);
    console[level] = (...args: unknown[]) => {
      const id = trace.getActiveSpan()?.spanContext().traceId;
      if (!id) return write(...args);
      const [first, ...rest] = args;
      return typeof first === 'string' ? write(`${first} trace_id=${id}`, ...rest) : write(`trace_id=${id}`, ...args);
    };
  }
}

export interface Telemetry {
  /** Sends the spans still waiting, for `withinMs` at most: a collector that is down must not keep the process from stopping. */
  shutdown(withinMs?: number): Promise<void>;
}

/** Starts tracing for this process, before the server's modules are imported. */
export function startTelemetry(spanProcessors: SpanProcessor[] = spanProcessorsFor(), sampler = samplerFor()): Telemetry {
  const sdk = telemetrySdk(spanProcessors, sampler);
  sdk.start();
  logTraceIds();
  return {
    shutdown: (withinMs = 5_000) =>
      Promise.race([sdk.shutdown(), new Promise<void>((resolve) => setTimeout(resolve, withinMs).unref())]).catch(() => {}),
  };
}
