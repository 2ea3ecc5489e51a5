// Owns the local Braintree stand-in's credentials and address, read by both the stand-in and the store API so they agree.
// They are test values, like a Braintree sandbox's: nothing here takes money, and production refuses the stand-in.
import { remoteApp, shellOrigin } from './apps';
import { sitePorts } from './ports';

type Env = Record<string, string | undefined>;

export interface LocalBraintreeConfig {
  merchantId: string;
  publicKey: string;
  privateKey: string;
  /** The one merchant account the stand-in has; it settles in Canadian dollars. */
  merchantAccountId: string;
  currency: 'CAD';
  /** Where the stand-in listens (the SDK's gateway and the browser's provider frame). */
  host: string;
  port: number;
  /** The site's origins that may embed the provider frame (its CSP frame-ancestors). */
  frameAncestors: string[];
}

export const LOCAL_BRAINTREE_DEFAULTS = {
  merchantId: 'localmerchant',
  publicKey: 'local-public-key',
  privateKey: 'local-private-key',
  merchantAccountId: 'poolstore_cad',
} as const;

export function localBraintreeConfig(env: Env = process.env): LocalBraintreeConfig {
  const ancestors = env.PAYMENTS_FRAME_ANCESTORS?.split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  return {
    merchantId: env.BRAINTREE_MERCHANT_ID || LOCAL_BRAINTREE_DEFAULTS.merchantId,
    publicKey: env.BRAINTREE_PUBLIC_KEY || LOCAL_BRAINTREE_DEFAULTS.publicKey,
    privateKey: env.BRAINTREE_PRIVATE_KEY || LOCAL_BRAINTREE_DEFAULTS.privateKey,
    merchantAccountId: env.BRAINTREE_MERCHANT_ACCOUNT_ID || LOCAL_BRAINTREE_DEFAULTS.merchantAccountId,
    currency: 'CAD',
    host: '127.0.0.1',
    port: sitePorts(env).payments,
    // The checkout's pages run in the shell and, for its own suite, in the checkout remote's harness.
    frameAncestors: ancestors?.length ? ancestors : [shellOrigin(), `http://localhost:${remoteApp('checkout').port}`],
  };
}
