// Owns reading a Braintree client token: base64 JSON whose configUrl says which gateway issued it, and so which card fields start.

/** Braintree's own hosts: braintree-web refuses frames and configuration from anywhere else (braintree-web's is-verified-domain). */
const BRAINTREE_HOSTS = ['braintreegateway.com', 'braintree-api.com', 'braintreepayments.com', 'paypal.com'];

export type TokenIssuer = { kind: 'braintree' } | { kind: 'local'; origin: string } | { kind: 'unreadable' };

export function tokenIssuer(clientToken: string, localProviderOrigin?: string): TokenIssuer {
  let configUrl: URL;
  try {
    const decoded = JSON.parse(atob(clientToken)) as { configUrl?: unknown };
    if (typeof decoded.configUrl !== 'string') return { kind: 'unreadable' };
    configUrl = new URL(decoded.configUrl);
  } catch {
    return { kind: 'unreadable' };
  }
  const host = configUrl.hostname.split('.').slice(-2).join('.');
  if (configUrl.protocol === 'https:' && BRAINTREE_HOSTS.includes(host)) return { kind: 'braintree' };
  // A token from any other gateway is used only if it is the local provider this deployment names.
  if (localProviderOrigin && configUrl.origin === new URL(localProviderOrigin).origin) return { kind: 'local', origin: configUrl.origin };
  return { kind: 'unreadable' };
}
