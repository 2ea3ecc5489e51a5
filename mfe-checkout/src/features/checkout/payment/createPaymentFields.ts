// Owns choosing the card fields by the client token's issuer: Braintree's Hosted Fields for a Braintree token (loaded only
// then, so a visitor who never pays never downloads braintree-web), the local provider's frame for a token of the local
// provider this deployment names, and spec §8 `token` for anything else.
import { tokenIssuer } from './clientToken';
import { createLocalFields } from './localFields';
import { PaymentError, type PaymentFields, type PaymentFieldsOptions } from './types';

export async function createPaymentFields(options: PaymentFieldsOptions): Promise<PaymentFields> {
  const issuer = tokenIssuer(options.authorization, options.localProviderOrigin);
  if (issuer.kind === 'local') return createLocalFields({ ...options, origin: issuer.origin });
  if (issuer.kind === 'braintree') return (await import('./braintreeFields')).createBraintreeFields(options);
  throw new PaymentError('token');
}
