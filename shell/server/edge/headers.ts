// Owns the security headers of the shell's responses: for a page, a CSP that allows exactly the live remotes' origins; for
// anything else, a policy that allows nothing.
import { createHash } from 'node:crypto';
import type { RemotesPointerFile, RuntimeConfig } from '@storefront/contracts';

/**
 * braintree-web's Hosted Fields, PayPal Checkout and 3-D Secure: the hosts Braintree's content security policy guide lists
 * for them (developer.paypal.com/braintree/docs/guides/client-sdk/setup/javascript/v3#content-security-policy), with
 * Cardinal's for 3-D Secure 2 (its Songbird script, its Centinel API and challenge frames: the same guide, and
 * braintree.github.io/braintree-web-drop-in/docs/current "3D Secure": songbird.cardinalcommerce.com, *.cardinalcommerce.com).
 */
const BRAINTREE = {
  script: [
    'https://js.braintreegateway.com',
    'https://assets.braintreegateway.com',
    'https://www.paypalobjects.com',
    'https://*.paypal.com',
    'https://songbird.cardinalcommerce.com',
  ],
  frame: ['https://assets.braintreegateway.com', 'https://*.paypal.com', 'https://*.cardinalcommerce.com'],
  connect: [
    'https://api.braintreegateway.com',
    'https://client-analytics.braintreegateway.com',
    'https://*.braintree-api.com',
    'https://*.paypal.com',
    'https://*.cardinalcommerce.com',
  ],
  img: ['https://assets.braintreegateway.com', 'https://checkout.paypal.com', 'https://www.paypalobjects.com'],
};

export function remoteOrigins(pointer: RemotesPointerFile): string[] {
  const origins = new Set<string>();
  for (const live of Object.values(pointer.remotes)) {
    try {
      origins.add(new URL(live.entry).origin);
    } catch {
      // an entry that is no URL is left out of the policy, and so cannot load
    }
  }
  return [...origins].sort();
}

/** The CSP source of an inline script: its SHA-256, so that exactly this script may run and no injected one. */
export const scriptHash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/**
 * The policy of a response; `nonce`, that response's own, lets React's inline scripts put a page's late part in place
 * (shell/src/ssr/streamed.tsx).
 */
export function contentSecurityPolicy(
  pointer: RemotesPointerFile,
  config: RuntimeConfig,
  inlineScripts: string[] = [],
  nonce?: string,
): string {
  const remotes = remoteOrigins(pointer);
  const services = new Set<string>([new URL(config.apiBaseUrl).origin]);
  if (config.emulator) services.add(`http://${config.emulator.host}:${config.emulator.port}`);
  else services.add('https://firestore.googleapis.com').add('https://firebasestorage.googleapis.com');
  if (config.shopify.apiOrigin) services.add(config.shopify.apiOrigin);
  else services.add(`https://${config.shopify.domain}`);
  const images = config.emulator ? [...services] : ['https://firebasestorage.googleapis.com', 'https://cdn.shopify.com'];
  // Firebase App Check with reCAPTCHA Enterprise (production only): Google's script and frames, App Check's token exchange.
  const recaptcha = config.appCheck ? ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'] : [];
  if (config.appCheck) services.add('https://content-firebaseappcheck.googleapis.com').add('https://www.google.com/recaptcha/');
  // The card fields: the local provider's frame and client API here; Braintree's, PayPal's and Cardinal's published sources in production.
  const local = config.payments ? [config.payments.localProviderOrigin] : null;
  const list = (...items: string[]) => items.join(' ');
  return [
    `default-src 'self'`,
    `script-src ${list("'self'", ...remotes, ...recaptcha, ...(local ? [] : BRAINTREE.script), ...inlineScripts.map(scriptHash), ...(nonce ? [`'nonce-${nonce}'`] : []))}`,
    // Inline style attributes come from React; style sheets come only from the shell and the remotes.
    `style-src ${list("'self'", "'unsafe-inline'", ...remotes)}`,
    `img-src ${list("'self'", 'data:', 'blob:', ...remotes, ...images, 'https://i.ytimg.com', ...(local ? [] : BRAINTREE.img))}`,
    // The promotional video of the video advice page is a file of the cloud store (spec §7).
    `media-src ${list("'self'", ...images)}`,
    `font-src ${list("'self'", 'data:', ...remotes)}`,
    `connect-src ${list("'self'", ...remotes, ...services, ...(local ?? BRAINTREE.connect))}`,
    `frame-src ${list('https://www.youtube-nocookie.com', 'https://www.google.com', ...(config.appCheck ? ['https://recaptcha.google.com/recaptcha/'] : []), ...(local ?? BRAINTREE.frame))}`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ');
}

export function securityHeaders(
  pointer: RemotesPointerFile,
  config: RuntimeConfig,
  inlineScripts: string[] = [],
  nonce?: string,
): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(pointer, config, inlineScripts, nonce),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(self)',
  };
}

/** Scripts, style sheets and fonts: a browser never makes a document of them (opened on their own, it shows their text). */
const NEVER_A_DOCUMENT = /^(?:(?:application|text)\/javascript|text\/css|font\/)/;

/**
 * The headers of a response that is not a page (a script, a sheet, a font, an image, data). A policy only acts on a document,
 * so it allows nothing (an SVG or a JSON opened on its own runs nothing and is framed nowhere), and the page's long policy
 * is not sent again with each of a first load's twenty assets: 1.5 KB of headers each on HTTP/1.1, 0.3 KB with this one. A
 * script, a sheet or a font is never a document, so neither policy acts on it: it gets `nosniff` alone, which a script and
 * a sheet need (0.1 KB less on each of the five scripts every page starts with).
 */
export function assetSecurityHeaders(contentType?: unknown): Record<string, string> {
  if (typeof contentType === 'string' && NEVER_A_DOCUMENT.test(contentType)) return { 'x-content-type-options': 'nosniff' };
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
  };
}

/** Whether a response is a document the browser shows (its policy is the page's). */
export const isDocumentType = (contentType: unknown) => typeof contentType === 'string' && contentType.startsWith('text/html');
