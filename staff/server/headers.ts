// Owns the headers of every answer of the staff console: never cached, never indexed, and a strict content security policy
// (the console's own scripts, styles, fonts and API only; no frame may hold it).
export const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const CONSOLE_HEADERS: Readonly<Record<string, string>> = {
  'cache-control': 'no-store',
  'x-robots-tag': 'noindex, nofollow',
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
};

/** What the proxy passes on to the store API, and back: the session's cookie, the CSRF token, the version a change names. */
export const REQUEST_HEADERS_TO_API = ['cookie', 'content-type', 'accept-language', 'if-match', 'x-csrf-token', 'origin'] as const;
export const RESPONSE_HEADERS_FROM_API = ['content-type', 'content-disposition', 'etag', 'retry-after', 'x-content-type-options'] as const;
