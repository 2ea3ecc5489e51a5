// Owns what the page hands the card fields and 3-D Secure: the fields' words from the checkout's message tables, and the
// buyer's e-mail and billing address (the delivery address when the buyer said so) for the issuer's lookup.
import type { CustomerDraft } from '../customerStore';
import { CARD_FIELDS, type CardPayload, type FieldTexts, type VerifyRequest } from './types';

type Translate = (key: string) => string;

const PROBLEMS = ['required', 'invalid'] as const;

export function fieldTexts(t: Translate): FieldTexts {
  const each = (group: string) =>
    Object.fromEntries(CARD_FIELDS.map((field) => [field, t(`checkout.cardField.${group}.${field}`)])) as FieldTexts['labels'];
  const problems: Record<string, string> = { cvvAmex: t('checkout.cardField.problems.cvvAmex') };
  for (const field of CARD_FIELDS)
    for (const problem of PROBLEMS) problems[`${field}.${problem}`] = t(`checkout.cardField.problems.${field}.${problem}`);
  return { labels: each('labels'), placeholders: each('placeholders'), problems, frameTitle: t('checkout.dropinFrame') };
}

/** 3-D Secure's lookup for a card: the amount as the gateway writes it, and the buyer as the billing address names them. */
export function verifyRequest(card: CardPayload, total: number, customer: CustomerDraft): VerifyRequest {
  const billing = customer.billingSameAsDelivery ? customer : customer.billing;
  return {
    nonce: card.nonce,
    bin: card.details.bin,
    amount: total.toFixed(2),
    email: customer.email,
    billingAddress: {
      givenName: billing.firstname,
      surname: billing.lastname,
      streetAddress: billing.address,
      locality: billing.city,
      region: billing.province,
      postalCode: billing.postalCode,
      countryCodeAlpha2: 'CA',
    },
  };
}
