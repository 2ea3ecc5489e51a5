// Owns the store API's traces: the OpenTelemetry SDK with the W3C trace context in and out, spans of its HTTP server,
// Fastify's routes and hooks and PostgreSQL's queries, exported over OTLP where OTEL_EXPORTER_OTLP_ENDPOINT is set. It starts
// before pg and Fastify are first imported (main.ts imports the rest after it), or it sees none of their calls.
import { FastifyOtelInstrumentation } from '@fastify/otel';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { NodeSDK } from '@opentelemetry/sdk-node';
import { BatchSpanProcessor, NoopSpanProcessor, type SpanProcessor } from '@opentelemetry/sdk-trace';

export const SERVICE_NAME = 'storefront-api';

/** The probes' and the scrape's addresses: asked every few seconds, they would bury the visitors' traces. */
const UNTRACED = /^\/(health(\/live|\/ready)?|metrics)(\?|$)/;

/**
 * Where spans go: the OTLP/HTTP collector of OTEL_EXPORTER_OTLP_ENDPOINT (its /v1/traces), in batches; without one, nowhere,
 * but they are still made, so every request has a trace id for its log lines and for the calls it makes.
 */
export function spanProcessorsFor(env: Record<string, string | undefined> = process.env): SpanProcessor[] {
  return env.OTEL_EXPORTER_OTLP_ENDPOINT ? [new BatchSpanProcessor({ exporter: new OTLPTraceExporter() })] : [new NoopSpanProcessor()];
}

/** The SDK, not started: the traces' settings in one place (the tests give their own span processor). */
export function telemetrySdk(spanProcessors: SpanProcessor[]): NodeSDK {
  return new NodeSDK({
    serviceName: SERVICE_NAME,
    spanProcessors,
    // Traces only: metrics are Prometheus's (metrics.ts), logs are the console's (redact.ts).
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [
      new HttpInstrumentation({ ignoreIncomingRequestHook: (request) => UNTRACED.test(request.url ?? '') }),
      // Fastify announces each instance it makes (diagnostics channel): its routes and hooks get spans without a plugin.
      new FastifyOtelInstrumentation({ registerOnInitialization: true, ignorePaths: ({ url }) => UNTRACED.test(url) }),
      // Queries inside a request only (not the workers' polls), and never their parameters (personal data).
      new PgInstrumentation({ requireParentSpan: true, enhancedDatabaseReporting: false }),
    ],
  });
}

/**
 * Starts tracing for this process. Fastify, http and pg are CommonJS: Node 24 loads them through require even from an ES
 * import, where the instrumentations patch them (no ESM loader hook, which would wrap every module of the API), provided
 * they are first loaded after this.
 */
export function startTelemetry(env: Record<string, string | undefined> = process.env): NodeSDK {
  const sdk = telemetrySdk(spanProcessorsFor(env));
  sdk.start();
  return sdk;
}
