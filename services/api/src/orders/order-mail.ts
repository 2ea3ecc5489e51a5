// Owns the order's mails: the customer's confirmation in their language, the store's notification, and the administrator's alert on a failed save.
import type { Locale } from '@storefront/contracts';
import {
  METHOD_NAMES,
  TAX_NAMES,
  variantName,
  type Merchant,
  type OrderTotals,
  type PaymentMethodView,
  type Shipment,
} from '@storefront/commerce';
import { formatLabel, formatMoney, formatPercent } from '@storefront/i18n/format';
import { formatStoreDay, formatStoreTime } from '@storefront/i18n/store-dates';
import type { CheckoutCustomer } from '@storefront/validation';
import { binaryAttachment, type OutboxMail } from '../mail';

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
  fulfilment: { shipments: Shipment[] };
  merchant: Merchant;
}

/** What goes with the buyer's confirmation: the link that reopens it on any device, and the contract's copy as a PDF. */
export interface ConfirmationExtras {
  link: string;
  contract: { filename: string; pdf: Buffer } | null;
}

/** How one shipment leaves the store, and when: the place and time of a pickup, the day of a delivery, a window otherwise. */
export function shipmentWhen(shipment: Shipment, merchant: Merchant, locale: Locale): string {
  const fr = locale === 'fr';
  const day = (value: string) => formatStoreDay(value, locale, true);
  switch (shipment.method) {
    case 'pickup':
      return fr
        ? `le ${day(shipment.date!)}, à partir de ${formatStoreTime(shipment.time!, locale)}, au ${merchant.address.street}, ${merchant.address.city}`
        : `${day(shipment.date!)}, from ${formatStoreTime(shipment.time!, locale)}, at ${merchant.address.street}, ${merchant.address.city}`;
    case 'truck':
      return fr ? `le ${day(shipment.date!)} (${shipment.area ?? ''})` : `${day(shipment.date!)} (${shipment.area ?? ''})`;
    case 'post':
    case 'freight': {
      const window = shipment.window;
      if (!window) return '';
      const business = fr ? 'jours ouvrables' : 'business days';
      const text = fr ? `entre le ${day(window.from)} et le ${day(window.to)}` : `between ${day(window.from)} and ${day(window.to)}`;
      return shipment.method === 'freight'
        ? `${text} (${business}; ${fr ? 'le magasin vous appelle pour fixer la date' : 'the store calls you to set the date'})`
        : `${text} (${business})`;
    }
  }
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
    delay: 'Toute modification de commande doit être demandée dans les 24 heures.',
    note: 'Note',
    shipments: 'Livraison et ramassage',
    link: 'Revoir votre commande en tout temps, sur n’importe quel appareil :',
    contract: 'Le contrat et les conditions d’achat que vous avez acceptés sont joints à ce courriel (PDF).',
    merchant: 'Vendeur',
    gst: 'No TPS',
    qst: 'No TVQ',
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
    delay: 'Any change to the order must be requested within 24 hours.',
    note: 'Note',
    shipments: 'Delivery and pickup',
    link: 'See your order at any time, on any device:',
    contract: 'The contract and the purchase conditions you accepted are attached to this e-mail (PDF).',
    merchant: 'Seller',
    gst: 'GST No.',
    qst: 'QST No.',
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
    `${label(w.total)} ${m(order.totals.total)} (CAD)`,
    '',
    label(w.shipments),
    ...order.fulfilment.shipments.map((shipment) => {
      const titles = shipment.lineIds.map((position) => order.lines[Number(position)]?.title).filter(Boolean);
      const fee = shipment.fee === 0 ? w.free : m(shipment.fee);
      return `${label(`${METHOD_NAMES[locale][shipment.method]} (${fee}), ${shipmentWhen(shipment, order.merchant, locale)}`)} ${titles.join(', ')}`;
    }),
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

/** The merchant as the receipt names it (Revenu Québec: the supplier's name and its GST and QST numbers). */
function merchantLines(merchant: Merchant, locale: Locale): string[] {
  const w = WORDS[locale];
  const a = merchant.address;
  return [
    `${formatLabel(w.merchant, locale)} ${merchant.legalName} (${merchant.tradeName})`,
    `${a.street}, ${a.city} (${a.province}) ${a.postalCode}`,
    `${merchant.phone} · ${merchant.email}`,
    `${formatLabel(w.gst, locale)} ${merchant.gstNumber} · ${formatLabel(w.qst, locale)} ${merchant.qstNumber}`,
  ];
}

/** The buyer's confirmation: the order, how it leaves, the link that reopens it, and the contract attached (s. 54.7). */
export function orderConfirmation(from: string, order: OrderForMail, extras: ConfirmationExtras): OutboxMail {
  const w = WORDS[order.locale];
  return {
    from,
    to: order.customer.email,
    subject: `${w.subject} ${order.number}`,
    text: [
      `${w.hello} ${order.customer.firstname},`,
      '',
      w.thanks,
      '',
      ...summary(order, order.locale),
      '',
      w.delay,
      '',
      w.link,
      extras.link,
      '',
      ...(extras.contract ? [w.contract, ''] : []),
      ...merchantLines(order.merchant, order.locale),
    ].join('\n'),
    headers: {},
    attachments: extras.contract ? [binaryAttachment(extras.contract.filename, 'application/pdf', extras.contract.pdf)] : [],
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
