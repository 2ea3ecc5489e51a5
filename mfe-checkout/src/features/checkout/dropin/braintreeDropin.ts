// Owns Braintree's Drop-in UI (production and Braintree's sandbox): card fields in Braintree's frames, and PayPal. Loaded
// only when a Braintree token asks for it, so the checkout's first load does not carry it.
import { DropinError, type Dropin, type DropinOptions, type DropinPaymentMethod } from './types';

export async function createBraintreeDropin(options: DropinOptions): Promise<Dropin> {
  const { create } = await import('braintree-web-drop-in');
  let dropin;
  try {
    dropin = await create({
      authorization: options.authorization,
      container: options.container,
      locale: options.locale === 'fr' ? 'fr_CA' : 'en_CA',
      card: { cardholderName: { required: true } },
      paypal: { flow: 'checkout', amount: options.amount, currency: options.currency },
    });
  } catch {
    throw new DropinError('token');
  }
  return {
    async requestPaymentMethod(): Promise<DropinPaymentMethod> {
      let payload;
      try {
        payload = await dropin.requestPaymentMethod();
      } catch {
        // Drop-in shows what is wrong in its own fields.
        throw new DropinError('invalid');
      }
      if (payload.type === 'PayPalAccount')
        return { nonce: payload.nonce, type: 'PayPalAccount', details: { email: (payload.details as { email?: string }).email ?? null } };
      const details = payload.details as { cardType?: string; lastFour?: string };
      return { nonce: payload.nonce, type: 'CreditCard', details: { cardType: details.cardType ?? '', lastFour: details.lastFour ?? '' } };
    },
    teardown: () => dropin.teardown(),
  };
}
