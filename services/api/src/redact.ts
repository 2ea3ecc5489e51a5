// Owns keeping personal data and cart ids out of the store API's logs: whatever a log line carries (an error from a
// library included) goes through here, since logs are kept longer and read by more people than the database.
import { isSpanContextValid, trace } from '@opentelemetry/api';

const PATTERNS: [RegExp, string][] = [
  // Carts and checkouts, as gids or as the base64 gids the Storefront SDK hands around: each is a key to a buyer's cart.
  [/gid:\/\/shopify\/(Cart|Checkout)\/[^\s"',)]+/g, '[cart]'],
  [/Z2lkOi8v[A-Za-z0-9+/=_-]+/g, '[id]'],
  [/[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g, '[email]'],
  // Canadian postal codes and North American phone numbers.
  [/\b[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d\b/gi, '[postal code]'],
  [/(?<!\d)(?:\+?1[ .-]?)?\(?\d{3}\)?[ .-]?\d{3}[ .-]?\d{4}(?!\d)/g, '[phone]'],
];

export function redact(value: unknown): string {
  let text =
    value instanceof Error
      ? `${value.name}: ${value.message}${value.stack ? `\n${value.stack.split('\n').slice(1).join('\n')}` : ''}`
      : typeof value === 'string'
        ? value
        : JSON.stringify(value);
  for (const [pattern, replacement] of PATTERNS) text = text.replace(pattern, replacement);
  return text;
}

/** `trace_id=…` of the request being answered (its span, telemetry.ts), so a log line leads to its trace; none outside one. */
function traceTag(): string[] {
  const context = trace.getActiveSpan()?.spanContext();
  return context && isSpanContextValid(context) ? [`trace_id=${context.traceId}`] : [];
}

/** The API's logger: console's, every argument redacted, the trace id last. */
export const safeLog: Pick<Console, 'error' | 'info'> = {
  error: (...args: unknown[]) => console.error(...args.map(redact), ...traceTag()),
  info: (...args: unknown[]) => console.info(...args.map(redact), ...traceTag()),
};
