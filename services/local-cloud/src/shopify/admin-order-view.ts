// Owns orders as the Admin API shows them (Order, LineItem, MoneyBag…) and the search syntax the orders query takes.
import type { MailingAddressRecord, OrderRecord, TaxLineRecord } from './cart-store';
import { connection, type ConnectionArgs } from './connection';
import { CURRENCY_CODE, decimalCents, toDecimal } from './money';

type Args = Record<string, unknown>;

function bag(amountCents: number) {
  const money = { amount: toDecimal(amountCents), currencyCode: CURRENCY_CODE };
  return { shopMoney: money, presentmentMoney: money };
}

function addressView(record: MailingAddressRecord | null) {
  if (!record) return null;
  const name = [record.firstName, record.lastName].filter(Boolean).join(' ') || null;
  return { ...record, countryCodeV2: record.countryCode, name };
}

const taxView = (tax: TaxLineRecord) => {
  const priceSet = bag(decimalCents(tax.price) ?? 0);
  // TaxLine.ratePercentage: the rate as a percentage (0.09975 → 9.975).
  const ratePercentage = tax.rate === null ? null : Number((tax.rate * 100).toFixed(6));
  return { title: tax.title, rate: tax.rate, ratePercentage, priceSet, channelLiable: tax.channelLiable ?? null, source: null };
};

/**
 * An order as the Admin API shows it; orders completed from a cart show what they have. The subtotal is the lines after
 * their discounts (Order.subtotalPriceSet: "after discounts and before returns"), and as nothing is returned or edited
 * here the current totals are the original ones.
 */
export function orderView(order: OrderRecord) {
  const details = order.admin;
  const number = order.orderNumber;
  const lineItems = order.lines.map((line, index) => {
    const given = details?.lines?.[index];
    const total = (decimalCents(line.price) ?? 0) * line.quantity;
    return {
      id: `gid://shopify/LineItem/${number * 1000 + index + 1}`,
      title: line.title,
      variantTitle: line.variantTitle,
      sku: line.sku,
      quantity: line.quantity,
      variantId: line.variantId,
      taxable: given?.taxable ?? true,
      requiresShipping: given?.requiresShipping ?? true,
      originalUnitPriceSet: bag(decimalCents(line.price) ?? 0),
      originalTotalSet: bag(total),
      discountedTotalSet: bag(given ? total - (decimalCents(given.discount) ?? 0) : (decimalCents(line.total) ?? total)),
      taxLines: (given?.taxLines ?? []).map(taxView),
    };
  });
  const shippingLines = (details?.shippingLines ?? []).map((line, index) => ({
    title: line.title,
    code: line.code,
    key: String(index),
    source: line.source ?? null,
    originalPriceSet: bag(decimalCents(line.price) ?? 0),
    discountedPriceSet: bag(decimalCents(line.discountedPrice ?? line.price) ?? 0),
    taxLines: (line.taxLines ?? []).map(taxView),
  }));
  const subtotal = details?.lines
    ? lineItems.reduce((sum, line) => sum + (decimalCents(line.discountedTotalSet.shopMoney.amount) ?? 0), 0)
    : (decimalCents(order.subtotal) ?? 0) - (decimalCents(order.discount) ?? 0);
  const taxes = bag(decimalCents(details?.taxes ?? '0') ?? 0);
  const total = bag(decimalCents(order.total) ?? 0);
  return {
    id: order.id,
    name: order.name,
    createdAt: order.createdAt,
    processedAt: details?.processedAt ?? order.createdAt,
    email: order.email,
    phone: order.phone,
    note: order.note,
    // The order's note attributes: orderCreate's customAttributes, or the cart's attributes for an order completed from a cart.
    customAttributes: order.attributes ?? [],
    tags: details?.tags ?? [],
    sourceIdentifier: details?.sourceIdentifier ?? null,
    sourceName: details?.sourceName ?? null,
    currencyCode: order.currencyCode,
    presentmentCurrencyCode: order.currencyCode,
    taxesIncluded: details?.taxesIncluded ?? false,
    displayFinancialStatus: details?.financialStatus ?? 'PENDING',
    discountCodes: order.discountCodes,
    shippingAddress: addressView(details?.shippingAddress ?? null),
    billingAddress: addressView(details?.billingAddress ?? null),
    lineItems: (args: Args) => connection(lineItems, args as ConnectionArgs, (item) => item.id),
    shippingLines: (args: Args) => connection(shippingLines, args as ConnectionArgs, (line) => line.key),
    taxLines: (details?.taxLines ?? []).map(taxView),
    transactions: (details?.transactions ?? []).map((transaction) => ({
      ...transaction,
      id: `gid://shopify/OrderTransaction/${number * 1000 + Number(transaction.id)}`,
      amountSet: bag(decimalCents(transaction.amount) ?? 0),
    })),
    subtotalPriceSet: bag(subtotal),
    currentSubtotalPriceSet: bag(subtotal),
    totalDiscountsSet: bag(decimalCents(order.discount) ?? 0),
    totalShippingPriceSet: bag(decimalCents(details?.shipping ?? '0') ?? 0),
    totalTaxSet: taxes,
    currentTotalTaxSet: taxes,
    totalPriceSet: total,
    currentTotalPriceSet: total,
  };
}

/** The search terms of an orders query: `field:value` pairs (quoted values kept whole) and bare words. */
function searchTerms(query: string): { field: string | null; value: string; negated: boolean }[] {
  const pattern = /(-)?(?:([a-z_]+):)?(?:"([^"]*)"|'([^']*)'|(\S+))/gi;
  return [...query.matchAll(pattern)]
    .map((match) => ({
      field: match[2]?.toLowerCase() ?? null,
      value: (match[3] ?? match[4] ?? match[5] ?? '').toLowerCase(),
      negated: Boolean(match[1]),
    }))
    .filter((term) => term.field !== null || (term.value !== 'and' && term.value !== ''));
}

export function orderMatches(order: OrderRecord, query: string | null): boolean {
  if (!query?.trim()) return true;
  return searchTerms(query).every(({ field, value, negated }) => {
    const same = (text: string | null | undefined) => (text ?? '').toLowerCase() === value;
    let hit: boolean;
    switch (field) {
      case 'source_identifier':
        hit = same(order.admin?.sourceIdentifier);
        break;
      case 'source_name':
        hit = same(order.admin?.sourceName);
        break;
      case 'tag':
        hit = (order.admin?.tags ?? []).some(same);
        break;
      case 'tag_not':
        hit = !(order.admin?.tags ?? []).some(same);
        break;
      case 'name':
        hit = same(order.name) || same(order.name.replace(/^#/, ''));
        break;
      case 'email':
        hit = same(order.email);
        break;
      case 'financial_status':
        hit = same(order.admin?.financialStatus ?? 'pending');
        break;
      case 'id':
        hit = same(String(order.orderNumber)) || same(order.id);
        break;
      case null:
        hit = [order.name, order.email, ...(order.admin?.tags ?? [])].some((text) => (text ?? '').toLowerCase().includes(value));
        break;
      default:
        // Shopify ignores a filter it does not know rather than failing the query.
        hit = true;
    }
    return negated ? !hit : hit;
  });
}
