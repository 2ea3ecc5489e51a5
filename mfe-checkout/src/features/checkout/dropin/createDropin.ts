// Owns choosing the drop-in by the client token's issuer: Braintree's for a Braintree token, the local provider's frame
// for a token of the local provider this deployment names, and spec §8 `token` for anything else.
import { tokenIssuer } from './clientToken';
import { createLocalDropin } from './localDropin';
import { DropinError, type Dropin, type DropinOptions } from './types';

export async function createDropin(options: DropinOptions, frameTitle: string): Promise<Dropin> {
  const issuer = tokenIssuer(options.authorization, options.localProviderOrigin);
  if (issuer.kind === 'local') return createLocalDropin({ ...options, origin: issuer.origin }, frameTitle);
  if (issuer.kind === 'braintree') return (await import('./braintreeDropin')).createBraintreeDropin(options);
  throw new DropinError('token');
}
