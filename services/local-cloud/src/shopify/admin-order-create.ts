// Owns the Admin API's orderCreate: the input checked as Shopify checks it (OrderCreateUserErrorCode), then the order saved and its stock claimed per inventoryBehaviour.
import { orderMoney, shareCents as shareDiscount, type TaxAmount, type TaxInput } from './admin-order-totals';
import type { AdminContext } from './admin-resolvers';
import type { AdminOrderDetails, MailingAddressRecord, OrderLineRecord, OrderRecord, TaxLineRecord, TransactionRecord } from './cart-store';
import type { ShopifySeedVariant } from '../seed/types';
import { CURRENCY_CODE, decimalCents, toDecimal } from './money';
import { dateTime } from './resolvers';

// Shopify's own channels; an app may name its orders' source anything else.
const RESERVED_SOURCE_NAMES = new Set(['web', 'pos', 'shopify_draft_order', 'iphone', 'android']);

interface MoneyInput {
  amount: unknown;
  currencyCode: string;
}
interface MoneyBagInput {
  shopMoney: MoneyInput;
  presentmentMoney?: MoneyInput | null;
}
interface AddressInput {
  address1?: string | null;
  address2?: string | null;
  city?: string | null;
  company?: string | null;
  countryCode?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
  provinceCode?: string | null;
  zip?: string | null;
}
interface LineItemInput {
  variantId?: string | null;
  quantity: number;
  priceSet?: MoneyBagInput | null;
  title?: string | null;
  variantTitle?: string | null;
  sku?: string | null;
  taxLines?: TaxLineInput[] | null;
  /** Defaults (true, false, false) are filled in by the schema; an explicit null reads as the default. */
  taxable: boolean | null;
  giftCard: boolean | null;
  requiresShipping: boolean | null;
}
interface TaxLineInput {
  title: string;
  rate: unknown;
  priceSet?: MoneyBagInput | null;
  channelLiable?: boolean | null;
}
interface TransactionInput {
  kind: TransactionRecord['kind'];
  status: TransactionRecord['status'];
  gateway: string | null;
  amountSet: MoneyBagInput;
  authorizationCode?: string | null;
  processedAt?: string | null;
  test: boolean;
}
interface DiscountAttributes {
  code: string;
  amountSet?: MoneyBagInput | null;
  percentage?: number | null;
}
export interface OrderInput {
  billingAddress?: AddressInput | null;
  currency?: string | null;
  presentmentCurrency?: string | null;
  customAttributes?: { key: string; value: string }[] | null;
  customer?: {
    toAssociate?: { email?: string | null; id?: string | null } | null;
    toUpsert?: { email?: string | null; id?: string | null } | null;
  } | null;
  customerId?: string | null;
  discountCode?: {
    itemFixedDiscountCode?: DiscountAttributes | null;
    itemPercentageDiscountCode?: DiscountAttributes | null;
    freeShippingDiscountCode?: DiscountAttributes | null;
  } | null;
  email?: string | null;
  financialStatus?: AdminOrderDetails['financialStatus'] | null;
  fulfillmentStatus?: string | null;
  lineItems?: LineItemInput[] | null;
  note?: string | null;
  phone?: string | null;
  processedAt?: string | null;
  shippingAddress?: AddressInput | null;
  shippingLines?:
    { title: string; priceSet: MoneyBagInput; code?: string | null; source?: string | null; taxLines?: TaxLineInput[] | null }[] | null;
  sourceIdentifier?: string | null;
  sourceName?: string | null;
  tags?: string[] | null;
  taxesIncluded?: boolean | null;
  taxLines?: TaxLineInput[] | null;
  test?: boolean | null;
  transactions?: TransactionInput[] | null;
}
export interface OptionsInput {
  inventoryBehaviour: 'BYPASS' | 'DECREMENT_IGNORING_POLICY' | 'DECREMENT_OBEYING_POLICY';
  sendReceipt: boolean;
}

interface UserError {
  field: string[] | null;
  message: string;
  code: 'INVALID' | 'INVENTORY_CLAIM_FAILED' | 'PROCESSED_AT_INVALID' | 'REDUNDANT_CUSTOMER_FIELDS';
}

const blank = (value: string | null | undefined) => !value?.trim();

function address(input: AddressInput | null | undefined): MailingAddressRecord | null {
  if (!input) return null;
  return {
    firstName: input.firstName ?? null,
    lastName: input.lastName ?? null,
    company: input.company ?? null,
    address1: input.address1 ?? null,
    address2: input.address2 ?? null,
    city: input.city ?? null,
    provinceCode: input.provinceCode ?? null,
    zip: input.zip ?? null,
    countryCode: input.countryCode ?? null,
    phone: input.phone ?? null,
  };
}

/**
 * Checks a money bag's amount and currencies, recording a userError at field when one is wrong: the shop amount in the
 * order's currency, the presentment amount (when given) in the presentment currency.
 */
function moneyCents(set: MoneyBagInput, currencies: Currencies, field: string[], errors: UserError[]): number {
  const amount = decimalCents(set.shopMoney.amount);
  if (amount === null) {
    errors.push({ field: [...field, 'shopMoney', 'amount'], message: 'Amount is invalid', code: 'INVALID' });
    return 0;
  }
  if (amount < 0) errors.push({ field: [...field, 'shopMoney', 'amount'], message: "Amount can't be negative", code: 'INVALID' });
  if (set.shopMoney.currencyCode !== currencies.shop) {
    errors.push({
      field: [...field, 'shopMoney', 'currencyCode'],
      message: `Currency code must match the order's currency (${currencies.shop})`,
      code: 'INVALID',
    });
  }
  if (set.presentmentMoney && set.presentmentMoney.currencyCode !== currencies.presentment) {
    errors.push({
      field: [...field, 'presentmentMoney', 'currencyCode'],
      message: `Currency code must match the order's presentment currency (${currencies.presentment})`,
      code: 'INVALID',
    });
  }
  return amount;
}

interface Currencies {
  shop: string;
  presentment: string;
}

/** A tax line's rate and amount, checked: a rate is a proportion (0 to 1), an amount is not negative. */
function taxInput(tax: TaxLineInput, currencies: Currencies, field: string[], errors: UserError[]): TaxInput {
  const rate = Number(tax.rate);
  if (!Number.isFinite(rate) || rate < 0 || rate > 1)
    errors.push({ field: [...field, 'rate'], message: 'Rate must be a proportion between 0 and 1', code: 'INVALID' });
  if (blank(tax.title)) errors.push({ field: [...field, 'title'], message: "Title can't be blank", code: 'INVALID' });
  return {
    title: tax.title.trim(),
    rate: Number.isFinite(rate) ? rate : 0,
    cents: tax.priceSet ? moneyCents(tax.priceSet, currencies, [...field, 'priceSet'], errors) : null,
    channelLiable: tax.channelLiable ?? null,
  };
}

const taxRecord = (tax: TaxAmount): TaxLineRecord => ({
  title: tax.title,
  rate: tax.rate,
  price: toDecimal(tax.cents),
  channelLiable: tax.channelLiable,
});

interface PlannedLine {
  record: OrderLineRecord;
  variant: ShopifySeedVariant | null;
  subtotal: number;
  taxable: boolean;
  requiresShipping: boolean;
  taxLines: TaxInput[];
}

function planLines(ctx: AdminContext, input: LineItemInput[], currencies: Currencies, errors: UserError[]): PlannedLine[] {
  if (input.length === 0) errors.push({ field: ['order', 'lineItems'], message: "Line items can't be blank", code: 'INVALID' });
  return input.map((line, index) => {
    const field = ['order', 'lineItems', String(index)];
    if (!Number.isInteger(line.quantity) || line.quantity < 1) {
      errors.push({ field: [...field, 'quantity'], message: 'Quantity must be greater than or equal to 1', code: 'INVALID' });
    }
    const variant = line.variantId ? (ctx.catalogue.variant(line.variantId) ?? null) : null;
    if (line.variantId && !variant)
      errors.push({ field: [...field, 'variantId'], message: `Variant ${line.variantId} does not exist`, code: 'INVALID' });
    if (!line.variantId && blank(line.title))
      errors.push({ field: [...field, 'title'], message: "Title can't be blank for a line item without a variant", code: 'INVALID' });
    if (!line.variantId && !line.priceSet)
      errors.push({ field: [...field, 'priceSet'], message: "Price can't be blank for a line item without a variant", code: 'INVALID' });
    const product = variant ? ctx.catalogue.productOfVariant(variant.id) : undefined;
    // Without a price the variant's own is charged, as on Shopify.
    const unit = line.priceSet
      ? moneyCents(line.priceSet, currencies, [...field, 'priceSet'], errors)
      : variant
        ? (decimalCents(variant.price) ?? 0)
        : 0;
    const quantity = Math.max(0, line.quantity);
    // A gift card "is not taxed", and a line not taxable is not either: a tax charged on one is a mistake.
    const taxable = line.taxable !== false && !line.giftCard;
    const taxLines = (line.taxLines ?? []).map((tax, t) => taxInput(tax, currencies, [...field, 'taxLines', String(t)], errors));
    if (!taxable && taxLines.some((tax) => (tax.cents ?? tax.rate) > 0))
      errors.push({ field: [...field, 'taxLines'], message: 'A line item that is not taxable cannot carry tax', code: 'INVALID' });
    return {
      variant,
      subtotal: unit * quantity,
      taxable,
      requiresShipping: Boolean(line.requiresShipping),
      taxLines,
      record: {
        variantId: variant?.id ?? null,
        productId: product?.id ?? null,
        title: line.title?.trim() || product?.title || '',
        variantTitle: line.variantTitle ?? variant?.title ?? '',
        sku: line.sku ?? variant?.sku ?? '',
        quantity,
        price: toDecimal(unit),
        total: toDecimal(unit * quantity),
        attributes: [],
      },
    };
  });
}

function discountCents(
  input: OrderInput,
  subtotal: number,
  shipping: number,
  currencies: Currencies,
  errors: UserError[],
): { code: string | null; items: number; shipping: number } {
  const given = input.discountCode;
  const none = { code: null, items: 0, shipping: 0 };
  if (!given) return none;
  const kinds = (['itemFixedDiscountCode', 'itemPercentageDiscountCode', 'freeShippingDiscountCode'] as const).filter(
    (kind) => given[kind],
  );
  const field = ['order', 'discountCode'];
  if (kinds.length !== 1) {
    errors.push({ field, message: 'Only one discount code can be applied to an order', code: 'INVALID' });
    return none;
  }
  const kind = kinds[0]!;
  const attributes = given[kind]!;
  if (blank(attributes.code)) errors.push({ field: [...field, kind, 'code'], message: "Code can't be blank", code: 'INVALID' });
  if (kind === 'freeShippingDiscountCode') return { code: attributes.code, items: 0, shipping };
  let amount: number;
  if (kind === 'itemPercentageDiscountCode') {
    const percentage = attributes.percentage ?? 0;
    if (percentage < 0 || percentage > 100)
      errors.push({ field: [...field, kind, 'percentage'], message: 'Percentage must be between 0 and 100', code: 'INVALID' });
    amount = Math.round((subtotal * percentage) / 100);
  } else {
    amount = attributes.amountSet ? moneyCents(attributes.amountSet, currencies, [...field, kind, 'amountSet'], errors) : 0;
    if (amount > subtotal)
      errors.push({ field: [...field, kind, 'amountSet'], message: "Discount can't exceed the line items' total", code: 'INVALID' });
  }
  return { code: attributes.code, items: Math.min(amount, subtotal), shipping: 0 };
}

/** What successful transactions add up to: sales and captures pay, refunds give back, authorizations only hold. */
function settled(transactions: readonly (TransactionRecord & { cents: number })[]): { paid: number; authorized: number } {
  let paid = 0;
  let authorized = 0;
  for (const transaction of transactions) {
    if (transaction.status !== 'SUCCESS') continue;
    if (transaction.kind === 'SALE' || transaction.kind === 'CAPTURE') paid += transaction.cents;
    else if (transaction.kind === 'REFUND') paid -= transaction.cents;
    else if (transaction.kind === 'AUTHORIZATION' || transaction.kind === 'EMV_AUTHORIZATION') authorized += transaction.cents;
  }
  return { paid, authorized };
}

function financialStatus(paid: number, authorized: number, total: number): AdminOrderDetails['financialStatus'] {
  if (paid >= total) return 'PAID';
  if (paid > 0) return 'PARTIALLY_PAID';
  return authorized > 0 ? 'AUTHORIZED' : 'PENDING';
}

/** Creates the order, or answers why not; the order is saved and its stock claimed before this resolves. */
export async function orderCreate(
  ctx: AdminContext,
  input: OrderInput,
  options: OptionsInput,
): Promise<{ order: OrderRecord | null; userErrors: UserError[] }> {
  const errors: UserError[] = [];
  const currency = input.currency ?? CURRENCY_CODE;
  if (currency !== CURRENCY_CODE)
    errors.push({ field: ['order', 'currency'], message: `Currency must be the shop's currency (${CURRENCY_CODE})`, code: 'INVALID' });
  // "If not specified, the currency is used"; the local shop presents its own currency only.
  const presentment = input.presentmentCurrency ?? currency;
  if (presentment !== CURRENCY_CODE)
    errors.push({
      field: ['order', 'presentmentCurrency'],
      message: `Presentment currency ${presentment} is not served by the local shop (${CURRENCY_CODE} only)`,
      code: 'INVALID',
    });
  const currencies = { shop: currency, presentment };
  const now = ctx.now();
  const processedAt = input.processedAt ? new Date(input.processedAt) : now;
  if (Number.isNaN(processedAt.getTime()) || processedAt > now) {
    errors.push({ field: ['order', 'processedAt'], message: "Processed at can't be in the future", code: 'PROCESSED_AT_INVALID' });
  }
  if (input.sourceName && RESERVED_SOURCE_NAMES.has(input.sourceName)) {
    errors.push({
      field: ['order', 'sourceName'],
      message: `Source name '${input.sourceName}' is reserved for Shopify's own channels`,
      code: 'INVALID',
    });
  }
  // OrderCreateUserErrorCode.REDUNDANT_CUSTOMER_FIELDS: "both customer_id and customer were provided - only one is permitted".
  if (input.customer && input.customerId)
    errors.push({
      field: ['order', 'customerId'],
      message: 'Only one of customer and customerId can be given',
      code: 'REDUNDANT_CUSTOMER_FIELDS',
    });
  // The customer's email "will take precedence" over the order's; the local shop keeps no customers, only the order's email.
  const email = input.customer?.toAssociate?.email ?? input.customer?.toUpsert?.email ?? input.email ?? null;
  if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    errors.push({ field: ['order', 'email'], message: 'Email is invalid', code: 'INVALID' });

  const lines = planLines(ctx, input.lineItems ?? [], currencies, errors);
  const subtotal = lines.reduce((sum, line) => sum + line.subtotal, 0);
  const shippingLines = (input.shippingLines ?? []).map((line, index) => {
    const field = ['order', 'shippingLines', String(index)];
    if (blank(line.title)) errors.push({ field: [...field, 'title'], message: "Title can't be blank", code: 'INVALID' });
    return {
      title: line.title,
      code: line.code ?? null,
      source: line.source ?? null,
      cents: moneyCents(line.priceSet, currencies, [...field, 'priceSet'], errors),
      taxLines: (line.taxLines ?? []).map((tax, t) => taxInput(tax, currencies, [...field, 'taxLines', String(t)], errors)),
    };
  });
  const shipping = shippingLines.reduce((sum, line) => sum + line.cents, 0);
  // Kept as given, in order, as Shopify keeps an order's note attributes; a key must not be blank.
  const customAttributes = (input.customAttributes ?? []).map((attribute, index) => {
    if (blank(attribute.key))
      errors.push({ field: ['order', 'customAttributes', String(index), 'key'], message: "Key can't be blank", code: 'INVALID' });
    return { key: attribute.key, value: attribute.value };
  });
  const orderTaxLines = (input.taxLines ?? []).map((tax, index) => taxInput(tax, currencies, ['order', 'taxLines', String(index)], errors));
  // OrderCreateOrderInput.taxLines: "tax lines can be specified on the order or the line items but not both".
  if (orderTaxLines.length && (lines.some((line) => line.taxLines.length) || shippingLines.some((line) => line.taxLines.length)))
    errors.push({
      field: ['order', 'taxLines'],
      message: 'Tax lines can be specified on the order or on its line items and shipping lines, but not both',
      code: 'INVALID',
    });
  const discount = discountCents(input, subtotal, shipping, currencies, errors);
  const money = orderMoney({
    lines: lines.map((line) => ({ cents: line.subtotal, taxable: line.taxable, taxLines: line.taxLines })),
    shipping: shippingLines.map((line) => ({ cents: line.cents, taxLines: line.taxLines })),
    orderTaxLines,
    itemDiscountCents: discount.items,
    shippingDiscountCents: discount.shipping,
    taxesIncluded: Boolean(input.taxesIncluded),
  });
  const total = money.totalCents;
  const shippingDiscounts = shippingLines.length
    ? shareDiscount(
        discount.shipping,
        shippingLines.map((line) => line.cents),
      )
    : [];

  const transactions = (input.transactions ?? []).map((transaction, index): TransactionRecord & { cents: number } => {
    const amount = moneyCents(transaction.amountSet, currencies, ['order', 'transactions', String(index), 'amountSet'], errors);
    return {
      id: '',
      kind: transaction.kind,
      status: transaction.status,
      gateway: transaction.gateway,
      amount: toDecimal(amount),
      authorizationCode: transaction.authorizationCode ?? null,
      processedAt: transaction.processedAt ?? null,
      test: transaction.test,
      cents: amount,
    };
  });
  const { paid, authorized } = settled(transactions);
  if (paid > total) {
    errors.push({
      field: ['order', 'transactions'],
      message: `Transactions total ${toDecimal(paid)} exceeds the order total ${toDecimal(total)}`,
      code: 'INVALID',
    });
  }
  // OrderCreateOrderInput.financialStatus: a status that does not match the transactions "will persist".
  const status = input.financialStatus ?? financialStatus(paid, authorized, total);
  if (errors.length) return { order: null, userErrors: errors };

  return ctx.inventory.exclusive(async () => {
    const claims = new Map<string, number>();
    for (const line of lines) if (line.variant) claims.set(line.variant.id, (claims.get(line.variant.id) ?? 0) + line.record.quantity);
    if (options.inventoryBehaviour === 'DECREMENT_OBEYING_POLICY') {
      // Every variant is tracked with the "deny" policy (no selling past zero).
      const short = lines.flatMap((line, index) =>
        line.variant && ctx.inventory.quantity(line.variant.id) < (claims.get(line.variant.id) ?? 0)
          ? [
              {
                field: ['order', 'lineItems', String(index)],
                message: `Unable to claim inventory for ${line.record.title}: not enough in stock`,
                code: 'INVENTORY_CLAIM_FAILED' as const,
              },
            ]
          : [],
      );
      if (short.length) return { order: null, userErrors: short };
    }
    const createdAt = dateTime(now);
    // The order is written before the stock moves: a crash in between leaves stock too high, never a paid order lost.
    const saved = await ctx.carts.saveOrder({
      cartId: null,
      createdAt,
      email,
      phone: input.phone ?? null,
      note: input.note ?? null,
      attributes: customAttributes,
      discountCodes: discount.code ? [discount.code] : [],
      lines: lines.map((line) => line.record),
      subtotal: toDecimal(subtotal),
      discount: toDecimal(money.discountCents),
      total: toDecimal(total),
      currencyCode: currency,
      admin: {
        processedAt: dateTime(processedAt),
        sourceIdentifier: input.sourceIdentifier ?? null,
        sourceName: input.sourceName ?? null,
        tags: [...new Set((input.tags ?? []).map((tag) => tag.trim()).filter(Boolean))],
        financialStatus: status,
        shippingAddress: address(input.shippingAddress),
        billingAddress: address(input.billingAddress),
        shippingLines: shippingLines.map((line, index) => ({
          title: line.title,
          code: line.code,
          source: line.source,
          price: toDecimal(line.cents),
          discountedPrice: toDecimal(line.cents - (shippingDiscounts[index] ?? 0)),
          taxLines: money.shipping[index]!.taxLines.map(taxRecord),
        })),
        lines: lines.map((line, index) => ({
          taxable: line.taxable,
          requiresShipping: line.requiresShipping,
          discount: toDecimal(money.lines[index]!.discountCents),
          taxLines: money.lines[index]!.taxLines.map(taxRecord),
        })),
        taxLines: money.taxLines.map(taxRecord),
        transactions: transactions.map(({ cents: _cents, ...transaction }, index) => ({
          ...transaction,
          id: `${index + 1}`,
          processedAt: transaction.processedAt ?? createdAt,
        })),
        shipping: toDecimal(money.shippingCents),
        taxes: toDecimal(money.taxCents),
        taxesIncluded: Boolean(input.taxesIncluded),
        test: Boolean(input.test),
      },
    });
    if (options.inventoryBehaviour !== 'BYPASS') {
      await ctx.inventory.adjust([...claims].map(([variantId, quantity]) => ({ variantId, delta: -quantity })));
    }
    return { order: saved, userErrors: [] };
  });
}
