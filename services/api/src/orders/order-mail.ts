// Owns the order's mails: the customer's confirmation in their language, the store's notification, and the administrator's alert on a failed save.
import type { Locale } from '@storefront/contracts';
import { TAX_NAMES, variantName, type OrderTotals, type PaymentMethodView } from '@storefront/commerce';
import { formatLabel, formatMoney, formatPercent } from '@storefront/i18n/format';
import type { CheckoutCustomer } from '@storefront/validation';
import type { OutboxMail } from '../mail';

export interface OrderForMail {
  id: string;
  number: string;
  locale: Locale;
  customer: CheckoutCustomer;
  lines: { title: string; variantTitle: string; quantity: number; unitPrice: number; total: number }[];
  totals: OrderTotals;
  currencyCode: string;
  note: string | null;
  payment: PaymentMethodView | null;
}

const WORDS = {
  fr: {
    subject: 'Confirmation de votre commande',
    hello: 'Bonjour',
    thanks: 'Merci pour votre commande. Votre paiement a été effectué.',
    order: 'Commande',
    subtotal: 'Sous-total',
    promo: 'Code promo',
    delivery: 'Livraison',
    free: 'Gratuite',
    total: 'Total',
    shipTo: 'Livraison à',
    billTo: 'Facturation à',
    billToDelivery: 'Facturation à l’adresse de livraison',
    card: 'Carte',
    delay: 'Livraison par la poste en 1 à 7 jours ouvrables. Toute modification de commande doit être demandée dans les 24 heures.',
    note: 'Note',
  },
  en: {
    subject: 'Your order confirmation',
    hello: 'Hello',
    thanks: 'Thank you for your order. Your payment was made.',
    order: 'Order',
    subtotal: 'Subtotal',
    promo: 'Promo code',
    delivery: 'Delivery',
    free: 'Free',
    total: 'Total',
    shipTo: 'Ship to',
    billTo: 'Bill to',
    billToDelivery: 'Billed to the delivery address',
    card: 'Card',
    delay: 'Delivery by post in 1 to 7 business days. Any change to the order must be requested within 24 hours.',
    note: 'Note',
  },
} as const;

function summary(order: OrderForMail, locale: Locale): string[] {
  const w = WORDS[locale];
  const m = (amount: number) => formatMoney(amount, order.currencyCode, locale);
  // Each language's typography, as on the site's pages: "Sous-total : 1,00 $", "Subtotal: $1.00"; "TPS (5 %)", "GST (5%)".
  const label = (text: string) => formatLabel(text, locale);
  const c = order.customer;
  return [
    `${w.order} ${order.number}`,
    '',
    ...order.lines.map((line) => {
      const variant = variantName(line.variantTitle);
      return `${line.quantity} × ${line.title}${variant ? ` (${variant})` : ''} — ${m(line.total)}`;
    }),
    '',
    `${label(w.subtotal)} ${m(order.totals.subtotal)}`,
    ...(order.totals.promoDiscount > 0 ? [`${label(w.promo)} −${m(order.totals.promoDiscount)}`] : []),
    `${label(w.delivery)} ${order.totals.delivery === 0 ? w.free : m(order.totals.delivery)}`,
    ...order.totals.taxes.map((tax) => `${label(`${TAX_NAMES[tax.kind][locale]} (${formatPercent(tax.rate, locale)})`)} ${m(tax.amount)}`),
    `${label(w.total)} ${m(order.totals.total)}`,
    '',
    label(w.shipTo),
    `${c.firstname} ${c.lastname}`,
    `${c.address}${c.apartment ? `, ${c.apartment}` : ''}`,
    `${c.city} (${c.province}) ${c.postalCode}`,
    c.phone,
    '',
    ...(c.billing
      ? [
          label(w.billTo),
          `${c.billing.firstname} ${c.billing.lastname}`,
          `${c.billing.address}${c.billing.apartment ? `, ${c.billing.apartment}` : ''}`,
          `${c.billing.city} (${c.billing.province}) ${c.billing.postalCode}`,
        ]
      : [w.billToDelivery]),
    ...(order.payment?.kind === 'card' ? ['', `${label(w.card)} ${order.payment.brand} •••• ${order.payment.last4}`] : []),
    ...(order.payment?.kind === 'paypal' ? ['', `${label('PayPal')} ${order.payment.email ?? ''}`.trimEnd()] : []),
    ...(order.note ? ['', `${label(w.note)} ${order.note}`] : []),
  ];
}

export function orderConfirmation(from: string, order: OrderForMail): OutboxMail {
  const w = WORDS[order.locale];
  return {
    from,
    to: order.customer.email,
    subject: `${w.subject} ${order.number}`,
    text: [`${w.hello} ${order.customer.firstname},`, '', w.thanks, '', ...summary(order, order.locale), '', w.delay].join('\n'),
    headers: {},
    attachments: [],
  };
}

export function orderNotification(from: string, storeEmail: string, order: OrderForMail): OutboxMail {
  return {
    from,
    to: storeEmail,
    subject: `[Commande ${order.number}] ${order.customer.firstname} ${order.customer.lastname}`,
    text: [
      `Nouvelle commande payée (${order.locale}), n° ${order.id}`,
      `Courriel : ${order.customer.email}`,
      '',
      ...summary(order, 'fr'),
    ].join('\n'),
    headers: {},
    attachments: [],
  };
}

/** Spec §8 saveFail: the payment was not completed because of a processing problem, and an administrator is emailed. */
export function paymentFailureAlert(
  from: string,
  storeEmail: string,
  order: { id: string; number: string; email: string; total: number; currencyCode: string },
  error: string,
): OutboxMail {
  return {
    from,
    to: storeEmail,
    subject: `[Paiement non complété] Commande ${order.number}`,
    text: [
      `Le paiement de la commande ${order.number} (n° ${order.id}) n’a pas été complété en raison d’un problème de traitement (${error}).`,
      `Client : ${order.email}`,
      `Montant : ${formatMoney(order.total, order.currencyCode, 'fr')}`,
      'Aucun montant n’a été prélevé. Communiquez avec le client au besoin.',
    ].join('\n'),
    headers: {},
    attachments: [],
  };
}
