// Owns the copy of the distance contract the buyer keeps and prints (Consumer Protection Act, CQLR c. P-40.1, s. 54.4 and
// 54.7), which is also the receipt Revenu Québec asks for (supplier, date, total, GST and QST numbers): one PDF per order, in
// the order's language, French unless the buyer's page was English (Charter of the French Language, s. 55).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { Locale } from '@storefront/contracts';
import {
  METHOD_NAMES,
  conditionsVersion,
  TAX_NAMES,
  variantName,
  type Merchant,
  type OrderLineView,
  type OrderView,
  type Shipment,
} from '@storefront/commerce';
import { formatDate, formatLabel, formatMoney, formatPercent } from '@storefront/i18n/format';
import type { CheckoutCustomer } from '@storefront/validation';
import { STORE_TIME_ZONE } from '../booking/calendar';

/** The order as the store API keeps it: its view, with the buyer's whole checkout form. */
export type ContractOrder = OrderView & { customer: CheckoutCustomer };

type Line = OrderLineView;

/** Where the online purchase conditions are published, in each language; the French version prevails. */
const CONDITIONS_PATH: Record<Locale, string> = { fr: '/fr/conditions-achat-en-ligne', en: '/en/conditions-achat-en-ligne' };

const WORDS = {
  fr: {
    title: (number: string) => `Contrat de vente à distance et reçu — commande ${number}`,
    intro:
      'Copie de votre contrat conclu à distance, à conserver et à imprimer (Loi sur la protection du consommateur, art.\u00a054.4 et\u00a054.7).',
    frenchVersion: null,
    merchant: 'Commerçant',
    doingBusinessAs: 'Faisant affaire sous le nom de',
    phone: 'Téléphone',
    email: 'Courriel',
    gst: 'No TPS',
    qst: 'No TVQ',
    order: 'Commande',
    number: 'Numéro',
    date: 'Date',
    buyer: 'Acheteur',
    billTo: 'Facturation à',
    billToDelivery: 'Facturation à l’adresse de l’acheteur',
    items: 'Articles',
    itemsContinued: 'Articles (suite)',
    item: 'Article',
    quantity: 'Qté',
    unitPrice: 'Prix unitaire',
    lineTotal: 'Total',
    dangerous: 'Marchandise dangereuse',
    hazardClass: 'classe',
    shipments: 'Livraison et ramassage',
    shipment: 'Envoi',
    fee: 'Frais',
    free: 'Gratuit',
    carries: 'Articles',
    pickupOn: (date: string, time: string) => `Le ${date}, à partir de ${time}`,
    place: 'Lieu',
    truckOn: (date: string) => `Le ${date}, à l’adresse de l’acheteur`,
    area: 'Secteur',
    window: (from: string, to: string) => `Livraison prévue du ${from} au ${to} (jours ouvrables)`,
    freightCall: 'Le magasin vous appelle pour fixer la date de livraison.',
    subtotal: 'Sous-total',
    promo: 'Code promo',
    delivery: 'Livraison',
    deliveryFree: 'Gratuite',
    total: 'Total',
    currency: (code: string) =>
      code === 'CAD' ? 'Tous les montants sont en dollars canadiens (CAD).' : `Tous les montants sont en ${code}.`,
    payment: 'Paiement',
    card: (brand: string, last4: string) => `Carte ${brand} •••• ${last4}`,
    note: 'Note',
    changes: 'Modification de la commande',
    changeWindow: (deadline: string, phone: string, email: string) =>
      `Toute modification de la commande doit être demandée dans les 24 heures suivant la commande, soit avant le ${deadline}, par téléphone au ${phone} ou par courriel à ${email}.`,
    conditions: 'Conditions d’achat en ligne acceptées',
    version: 'Version',
    acceptedAt: (when: string) => `Acceptées le ${when}`,
    prevails: null,
    publishedAt: (path: string) => `Ces conditions sont publiées sur notre site à l’adresse ${path}.`,
    page: (page: number, count: number) => `Page ${page} de ${count}`,
  },
  en: {
    title: (number: string) => `Distance contract and receipt — order ${number}`,
    intro: 'Copy of your distance contract, to keep and print (Quebec Consumer Protection Act, ss.\u00a054.4 and\u00a054.7).',
    frenchVersion: 'A French version of this contract is available on request.',
    merchant: 'Merchant',
    doingBusinessAs: 'Doing business as',
    phone: 'Phone',
    email: 'E-mail',
    gst: 'GST No.',
    qst: 'QST No.',
    order: 'Order',
    number: 'Number',
    date: 'Date',
    buyer: 'Buyer',
    billTo: 'Bill to',
    billToDelivery: 'Billed to the buyer’s address',
    items: 'Items',
    itemsContinued: 'Items (continued)',
    item: 'Item',
    quantity: 'Qty',
    unitPrice: 'Unit price',
    lineTotal: 'Total',
    dangerous: 'Dangerous goods',
    hazardClass: 'class',
    shipments: 'Delivery and pickup',
    shipment: 'Shipment',
    fee: 'Fee',
    free: 'Free',
    carries: 'Items',
    pickupOn: (date: string, time: string) => `On ${date}, from ${time}`,
    place: 'Place',
    truckOn: (date: string) => `On ${date}, at the buyer’s address`,
    area: 'Area',
    window: (from: string, to: string) => `Expected delivery from ${from} to ${to} (business days)`,
    freightCall: 'The store calls you to set the delivery date.',
    subtotal: 'Subtotal',
    promo: 'Promo code',
    delivery: 'Delivery',
    deliveryFree: 'Free',
    total: 'Total',
    currency: (code: string) => (code === 'CAD' ? 'All amounts are in Canadian dollars (CAD).' : `All amounts are in ${code}.`),
    payment: 'Payment',
    card: (brand: string, last4: string) => `${brand} card •••• ${last4}`,
    note: 'Note',
    changes: 'Changing the order',
    changeWindow: (deadline: string, phone: string, email: string) =>
      `Any change to the order must be requested within 24 hours of ordering, that is before ${deadline}, by phone at ${phone} or by e-mail at ${email}.`,
    conditions: 'Online purchase conditions accepted',
    version: 'Version',
    acceptedAt: (when: string) => `Accepted on ${when}`,
    prevails: `The French version of these conditions prevails and is available on request and at ${CONDITIONS_PATH.fr}.`,
    publishedAt: (path: string) => `These conditions are published on our website at ${path}.`,
    page: (page: number, count: number) => `Page ${page} of ${count}`,
  },
} as const;

/**
 * DejaVu Sans Condensed, from the `dejavu-fonts-ttf` package: it has every character the contract writes (accents, ’ « »,
 * the no-break space and the narrow no-break space that Intl puts in dates and amounts, •, −, ×), which the PDF standard
 * fonts cannot encode. Read once, embedded as a subset in each PDF.
 */
const FONT_FILES = { regular: 'DejaVuSansCondensed.ttf', bold: 'DejaVuSansCondensed-Bold.ttf' } as const;
let fonts: Record<keyof typeof FONT_FILES, Buffer> | null = null;
function fontData() {
  if (!fonts) {
    const require = createRequire(import.meta.url);
    const read = (file: string) => readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`));
    fonts = { regular: read(FONT_FILES.regular), bold: read(FONT_FILES.bold) };
  }
  return fonts;
}

const MARGIN = 50;
const SIZE = { title: 15, heading: 11, body: 9, small: 8 } as const;
const GREY = '#555555';
const RULE = '#bbbbbb';
const DAY_MS = 86_400_000;

/** The contract and receipt of a paid order, as PDF bytes: the same order always gives the same bytes. */
export async function contractPdf(order: ContractOrder): Promise<Buffer> {
  const locale = order.locale;
  const w = WORDS[locale];
  const conditions = conditionsVersion(order.acceptance.conditionsVersion);
  // A contract without the conditions the buyer accepted would not be the contract: no PDF rather than a wrong one.
  if (!conditions) throw new Error(`contract of order ${order.number}: unknown conditions version ${order.acceptance.conditionsVersion}`);
  const title = w.title(order.number);
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    bufferPages: true,
    displayTitle: true,
    lang: locale === 'fr' ? 'fr-CA' : 'en-CA',
    // pdfkit stamps the time of rendering otherwise; the order's own time keeps the bytes the same from one render to the next.
    info: {
      Title: title,
      Author: order.merchant.legalName,
      Subject: title,
      CreationDate: new Date(order.createdAt),
      ModDate: new Date(order.createdAt),
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });

  const { regular, bold } = fontData();
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);

  const left = doc.page.margins.left;
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const money = (amount: number) => formatMoney(amount, order.currencyCode, locale);
  const label = (text: string) => formatLabel(text, locale);
  const at = (instant: string) => formatDate(instant, locale, { dateStyle: 'long', timeStyle: 'short', timeZone: STORE_TIME_ZONE });
  // A store day (YYYY-MM-DD) or a time of day (HH:MM) is already Quebec's: written as it is, whatever the server's zone.
  const day = (ymd: string, style: 'long' | 'full' = 'long') =>
    formatDate(`${ymd}T12:00:00Z`, locale, { dateStyle: style, timeZone: 'UTC' });
  const time = (hhmm: string) => formatDate(`1970-01-01T${hhmm}:00Z`, locale, { timeStyle: 'short', timeZone: 'UTC' });

  const bottom = () => doc.page.height - doc.page.margins.bottom;
  /** Starts a new page unless `height` points still fit on this one. */
  const ensure = (height: number) => {
    if (doc.y + height > bottom()) doc.addPage();
  };
  const style = (font: 'regular' | 'bold', size: number, color = 'black') => doc.font(font).fontSize(size).fillColor(color);
  const paragraph = (text: string, options: { color?: string; gap?: number } = {}) => {
    style('regular', SIZE.body, options.color);
    doc.text(text, left, doc.y, { width });
    doc.y += options.gap ?? 0;
  };
  /** A thin rule across the text's width at a height. */
  const rule = (y: number) =>
    doc
      .moveTo(left, y)
      .lineTo(left + width, y)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
  const heading = (text: string, keepWith = 3 * SIZE.body * 1.3) => {
    style('bold', SIZE.heading);
    ensure(doc.currentLineHeight(true) + 6 + keepWith);
    doc.y += 6;
    doc.text(text, left, doc.y, { width });
    const y = doc.y + 1;
    rule(y);
    doc.y = y + 4;
  };

  // Title and purpose.
  style('bold', SIZE.title);
  doc.text(title, left, doc.y, { width });
  doc.y += 2;
  paragraph(w.intro, { color: GREY });
  if (w.frenchVersion) paragraph(w.frenchVersion, { color: GREY });
  doc.y += 6;

  // The merchant (s. 54.4 a to c; the registration numbers Revenu Québec asks for) beside the order and its buyer.
  const columnGap = 20;
  const columnWidth = (width - columnGap) / 2;
  const top = doc.y;
  const writeColumn = (x: number, blocks: { head: string; lines: { text: string; bold?: boolean }[] }[]) => {
    doc.y = top;
    for (const [index, block] of blocks.entries()) {
      if (index > 0) doc.y += 6;
      style('bold', SIZE.heading);
      doc.text(block.head, x, doc.y, { width: columnWidth });
      doc.y += 2;
      for (const line of block.lines) {
        style(line.bold ? 'bold' : 'regular', SIZE.body);
        doc.text(line.text, x, doc.y, { width: columnWidth });
      }
    }
    return doc.y;
  };
  const merchant: Merchant = order.merchant;
  const c = order.customer;
  const merchantEnd = writeColumn(left, [
    {
      head: w.merchant,
      lines: [
        { text: merchant.legalName, bold: true },
        ...(merchant.tradeName && merchant.tradeName !== merchant.legalName
          ? [{ text: `${w.doingBusinessAs} ${merchant.tradeName}` }]
          : []),
        { text: merchant.address.street },
        { text: `${merchant.address.city} (${merchant.address.province}) ${merchant.address.postalCode}` },
        { text: `${label(w.phone)} ${merchant.phone}` },
        { text: `${label(w.email)} ${merchant.email}` },
        { text: `${label(w.gst)} ${merchant.gstNumber}` },
        { text: `${label(w.qst)} ${merchant.qstNumber}` },
      ],
    },
  ]);
  const orderEnd = writeColumn(left + columnWidth + columnGap, [
    {
      head: w.order,
      lines: [{ text: `${label(w.number)} ${order.number}`, bold: true }, { text: `${label(w.date)} ${at(order.createdAt)}` }],
    },
    {
      head: w.buyer,
      lines: [
        { text: `${c.firstname} ${c.lastname}` },
        { text: `${c.address}${c.apartment ? `, ${c.apartment}` : ''}` },
        { text: `${c.city} (${c.province}) ${c.postalCode}` },
        { text: `${label(w.email)} ${c.email}` },
        { text: `${label(w.phone)} ${c.phone}` },
        ...(c.billing ? [] : [{ text: w.billToDelivery }]),
      ],
    },
    ...(c.billing
      ? [
          {
            head: w.billTo,
            lines: [
              { text: `${c.billing.firstname} ${c.billing.lastname}` },
              { text: `${c.billing.address}${c.billing.apartment ? `, ${c.billing.apartment}` : ''}` },
              { text: `${c.billing.city} (${c.billing.province}) ${c.billing.postalCode}` },
            ],
          },
        ]
      : []),
  ]);
  doc.y = Math.max(merchantEnd, orderEnd) + 4;

  // The lines: a row is never cut by a page break; a new page repeats the columns' names.
  const columns = [
    { width: width - 40 - 85 - 85, align: 'left' },
    { width: 40, align: 'right' },
    { width: 85, align: 'right' },
    { width: 85, align: 'right' },
  ] as const;
  const padding = 4;
  const cellX = (index: number) => left + columns.slice(0, index).reduce((sum, col) => sum + col.width, 0);
  const itemParts = (line: Line) => {
    const variant = variantName(line.variantTitle);
    const dangerous =
      line.fulfilment.class === 'dangerous' && line.fulfilment.unNumber
        ? `${label(w.dangerous)} ${line.fulfilment.unNumber}${line.fulfilment.hazardClass ? `, ${w.hazardClass} ${line.fulfilment.hazardClass}` : ''}`
        : line.fulfilment.class === 'dangerous'
          ? w.dangerous
          : null;
    return [
      { text: line.title, font: 'regular' as const, size: SIZE.body, color: 'black' },
      ...(variant ? [{ text: variant, font: 'regular' as const, size: SIZE.small, color: GREY }] : []),
      ...(dangerous ? [{ text: dangerous, font: 'bold' as const, size: SIZE.small, color: 'black' }] : []),
    ];
  };
  const partsHeight = (parts: ReturnType<typeof itemParts>, cellWidth: number) =>
    parts.reduce((sum, part) => sum + style(part.font, part.size).heightOfString(part.text, { width: cellWidth }), 0);
  const tableHeader = (text: string) => {
    heading(text, 0);
    style('bold', SIZE.small, GREY);
    const y = doc.y;
    const names = [w.item, w.quantity, w.unitPrice, w.lineTotal];
    columns.forEach((col, index) =>
      doc.text(names[index] ?? '', cellX(index) + padding, y, { width: col.width - 2 * padding, align: col.align }),
    );
    doc.y = y + doc.currentLineHeight(true) + 2;
    rule(doc.y);
  };
  const headerHeight = () => {
    style('bold', SIZE.heading);
    const head = doc.currentLineHeight(true) + 11;
    style('bold', SIZE.small);
    return head + doc.currentLineHeight(true) + 2;
  };
  const rowHeight = (line: Line) => partsHeight(itemParts(line), columns[0].width - 2 * padding) + 2 * padding;
  ensure(headerHeight() + (order.lines[0] ? rowHeight(order.lines[0]) : 0));
  tableHeader(w.items);
  for (const line of order.lines) {
    const height = rowHeight(line);
    if (doc.y + height > bottom()) {
      doc.addPage();
      tableHeader(w.itemsContinued);
    }
    const y = doc.y;
    let itemY = y + padding;
    for (const part of itemParts(line)) {
      style(part.font, part.size, part.color);
      doc.text(part.text, cellX(0) + padding, itemY, { width: columns[0].width - 2 * padding });
      itemY = doc.y;
    }
    style('regular', SIZE.body);
    const figures = [String(line.quantity), money(line.unitPrice), money(line.total)];
    figures.forEach((text, index) => {
      const col = columns[index + 1]!;
      doc.text(text, cellX(index + 1) + padding, y + padding, { width: col.width - 2 * padding, align: col.align });
    });
    doc.y = y + height;
    rule(doc.y);
  }
  doc.y += 4;

  // The totals, each tax on its line with its rate.
  const totals = order.totals;
  const totalRows: { label: string; amount: string; bold?: boolean }[] = [
    { label: w.subtotal, amount: money(totals.subtotal) },
    ...(totals.promoDiscount > 0 ? [{ label: w.promo, amount: `−${money(totals.promoDiscount)}` }] : []),
    { label: w.delivery, amount: totals.delivery === 0 ? w.deliveryFree : money(totals.delivery) },
    ...totals.taxes.map((tax) => ({
      label: `${TAX_NAMES[tax.kind][locale]} (${formatPercent(tax.rate, locale)})`,
      amount: money(tax.amount),
    })),
    { label: w.total, amount: money(totals.total), bold: true },
  ];
  style('regular', SIZE.body);
  const rowLine = doc.currentLineHeight(true) + 2;
  ensure(rowLine * (totalRows.length + 2));
  const amountWidth = 110;
  const labelWidth = 200;
  const amountX = left + width - amountWidth - padding;
  const labelX = amountX - labelWidth;
  for (const row of totalRows) {
    const y = doc.y;
    style(row.bold ? 'bold' : 'regular', row.bold ? SIZE.heading : SIZE.body);
    doc.text(label(row.label), labelX, y, { width: labelWidth, align: 'right' });
    doc.text(row.amount, amountX, y, { width: amountWidth, align: 'right' });
    doc.y = y + doc.currentLineHeight(true) + 2;
  }
  style('regular', SIZE.small, GREY);
  doc.text(w.currency(order.currencyCode), left, doc.y, { width: width - padding, align: 'right' });
  doc.y += 4;

  // The payment.
  if (order.payment) {
    const paid =
      order.payment.kind === 'card'
        ? w.card(order.payment.brand, order.payment.last4)
        : `PayPal${order.payment.email ? ` (${order.payment.email})` : ''}`;
    style('bold', SIZE.body);
    ensure(doc.currentLineHeight(true));
    doc.text(`${label(w.payment)} `, left, doc.y, { width, continued: true });
    style('regular', SIZE.body);
    doc.text(paid);
  }
  if (order.note) {
    style('bold', SIZE.body);
    ensure(doc.currentLineHeight(true));
    doc.text(`${label(w.note)} `, left, doc.y, { width, continued: true });
    style('regular', SIZE.body);
    doc.text(order.note);
  }

  // How each part of the order leaves the store, its fee, its day or window, and the lines it carries.
  heading(w.shipments);
  const shipments: Shipment[] = order.fulfilment.shipments;
  for (const [index, shipment] of shipments.entries()) {
    const lines = order.lines.filter((line) => line.shipment === index);
    const details: string[] = [`${label(w.fee)} ${shipment.fee === 0 ? w.free : money(shipment.fee)}`];
    if (shipment.method === 'pickup') {
      if (shipment.date)
        details.push(shipment.time ? w.pickupOn(day(shipment.date, 'full'), time(shipment.time)) : day(shipment.date, 'full'));
      const a = merchant.address;
      details.push(`${label(w.place)} ${merchant.tradeName}, ${a.street}, ${a.city} (${a.province}) ${a.postalCode}`);
    } else if (shipment.method === 'truck') {
      if (shipment.date) details.push(w.truckOn(day(shipment.date, 'full')));
      if (shipment.area) details.push(`${label(w.area)} ${shipment.area}`);
    } else if (shipment.window) {
      details.push(w.window(day(shipment.window.from), day(shipment.window.to)));
    }
    if (shipment.method === 'freight') details.push(w.freightCall);
    details.push(label(w.carries));
    const carried = lines.map((line) => {
      const variant = variantName(line.variantTitle);
      return `${line.title}${variant ? ` (${variant})` : ''} × ${line.quantity}`;
    });
    const head = `${label(`${w.shipment} ${index + 1}`)} ${METHOD_NAMES[locale][shipment.method]}`;
    const indent = 12;
    const heights = [
      style('bold', SIZE.body).heightOfString(head, { width }),
      ...details.map((text) => style('regular', SIZE.body).heightOfString(text, { width: width - indent })),
      ...carried.map((text) => style('regular', SIZE.body).heightOfString(text, { width: width - 3 * indent })),
    ];
    // The whole shipment on one page when it fits on one; a longer one keeps at least its name and first details together.
    const whole = heights.reduce((sum, height) => sum + height, 0);
    ensure(whole <= bottom() - doc.page.margins.top ? whole : heights.slice(0, 4).reduce((sum, height) => sum + height, 0));
    style('bold', SIZE.body);
    doc.text(head, left, doc.y, { width });
    style('regular', SIZE.body);
    for (const text of details) doc.text(text, left + indent, doc.y, { width: width - indent });
    for (const text of carried) {
      // The bullet hangs: a title that wraps stays aligned with itself.
      const y = doc.y;
      doc.text('•', left + 2 * indent, y, { width: indent, lineBreak: false });
      doc.text(text, left + 3 * indent, y, { width: width - 3 * indent });
    }
    doc.y += 4;
  }

  // The 24-hour change window, then the accepted conditions, every clause, in the order's language.
  heading(w.changes);
  paragraph(w.changeWindow(at(new Date(new Date(order.createdAt).getTime() + DAY_MS).toISOString()), merchant.phone, merchant.email));

  heading(w.conditions);
  paragraph(`${label(w.version)} ${conditions.version}`);
  paragraph(w.acceptedAt(at(order.acceptance.acceptedAt)), { gap: 4 });
  for (const clause of conditions.clauses[locale]) {
    style('bold', SIZE.body);
    const titleHeight = doc.currentLineHeight(true);
    // A clause's title stays with its first two lines.
    ensure(titleHeight * 3);
    doc.text(clause.title, left, doc.y, { width });
    paragraph(clause.text, { gap: 4 });
  }
  paragraph(w.publishedAt(CONDITIONS_PATH[locale]), { gap: 2 });
  if (w.prevails) paragraph(w.prevails);

  // Each page names the order and its place in the contract.
  const range = doc.bufferedPageRange();
  for (let page = range.start; page < range.start + range.count; page++) {
    doc.switchToPage(page);
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    style('regular', SIZE.small, GREY);
    const y = doc.page.height - margin + 14;
    doc.text(`${merchant.tradeName} — ${w.order} ${order.number}`, left, y, { width: width / 2, lineBreak: false });
    doc.text(w.page(page - range.start + 1, range.count), left + width / 2, y, { width: width / 2, align: 'right', lineBreak: false });
    doc.page.margins.bottom = margin;
  }

  doc.end();
  await ended;
  return Buffer.concat(chunks);
}
