// Owns the Admin API's orderCreate: the input checked as Shopify checks it (OrderCreateUserErrorCode), then the order saved and its stock claimed per inventoryBehaviour.
import type { AdminContext } from './admin-resolvers';
import type { AdminOrderDetails, MailingAddressRecord, OrderLineRecord, OrderRecord, TransactionRecord } from './cart-store';
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
}
interface TaxLineInput {
  title?: string | null;
  rate?: unknown;
  priceSet?: MoneyBagInput | null;
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
  customAttributes?: { key: string; value: string }[] | null;
  discountCode?: {
    itemFixedDiscountCode?: DiscountAttributes | null;
    itemPercentageDiscountCode?: DiscountAttributes | null;
    freeShippingDiscountCode?: DiscountAttributes | null;
  } | null;
  email?: string | null;
  financialStatus?: AdminOrderDetails['financialStatus'] | null;
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
  code: 'INVALID' | 'INVENTORY_CLAIM_FAILED' | 'PROCESSED_AT_INVALID' | 'TAX_LINE_RATE_MISSING';
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

/** Checks a money bag's amount and currency, recording a userError at field when either is wrong. */
function moneyCents(set: MoneyBagInput, currency: string, field: string[], errors: UserError[]): number {
  const amount = decimalCents(set.shopMoney.amount);
  if (amount === null) {
    errors.push({ field: [...field, 'shopMoney', 'amount'], message: 'Amount is invalid', code: 'INVALID' });
    return 0;
  }
  if (amount < 0) errors.push({ field: [...field, 'shopMoney', 'amount'], message: "Amount can't be negative", code: 'INVALID' });
  if (set.shopMoney.currencyCode !== currency) {
    errors.push({
      field: [...field, 'shopMoney', 'currencyCode'],
      message: `Currency code must match the order's currency (${currency})`,
      code: 'INVALID',
    });
  }
  return amount;
}

interface PlannedLine {
  record: OrderLineRecord;
  variant: ShopifySeedVariant | null;
  subtotal: number;
}

function planLines(ctx: AdminContext, input: LineItemInput[], currency: string, errors: UserError[]): PlannedLine[] {
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
      ? moneyCents(line.priceSet, currency, [...field, 'priceSet'], errors)
      : variant
        ? (decimalCents(variant.price) ?? 0)
        : 0;
    const quantity = Math.max(0, line.quantity);
    return {
      variant,
      subtotal: unit * quantity,
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
  currency: string,
  errors: UserError[],
): { code: string | null; amount: number } {
  const given = input.discountCode;
  if (!given) return { code: null, amount: 0 };
  const kinds = (['itemFixedDiscountCode', 'itemPercentageDiscountCode', 'freeShippingDiscountCode'] as const).filter(
    (kind) => given[kind],
  );
  const field = ['order', 'discountCode'];
  if (kinds.length !== 1) {
    errors.push({ field, message: 'Only one discount code can be applied to an order', code: 'INVALID' });
    return { code: null, amount: 0 };
  }
  const kind = kinds[0]!;
  const attributes = given[kind]!;
  if (blank(attributes.code)) errors.push({ field: [...field, kind, 'code'], message: "Code can't be blank", code: 'INVALID' });
  let amount: number;
  if (kind === 'itemPercentageDiscountCode') {
    const percentage = attributes.percentage ?? 0;
    if (percentage < 0 || percentage > 100)
      errors.push({ field: [...field, kind, 'percentage'], message: 'Percentage must be between 0 and 100', code: 'INVALID' });
    amount = Math.round((subtotal * percentage) / 100);
  } else if (kind === 'freeShippingDiscountCode') {
    amount = attributes.amountSet ? moneyCents(attributes.amountSet, currency, [...field, kind, 'amountSet'], errors) : shipping;
  } else {
    amount = attributes.amountSet ? moneyCents(attributes.amountSet, currency, [...field, kind, 'amountSet'], errors) : 0;
    if (amount > subtotal)
      errors.push({ field: [...field, kind, 'amountSet'], message: "Discount can't exceed the line items' total", code: 'INVALID' });
  }
  return { code: attributes.code, amount };
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
  if (input.email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(input.email))
    errors.push({ field: ['order', 'email'], message: 'Email is invalid', code: 'INVALID' });

  const lines = planLines(ctx, input.lineItems ?? [], currency, errors);
  const subtotal = lines.reduce((sum, line) => sum + line.subtotal, 0);
  const shippingLines = (input.shippingLines ?? []).map((line, index) => {
    const field = ['order', 'shippingLines', String(index)];
    (line.taxLines ?? []).forEach((tax, t) => {
      if (tax.rate == null)
        errors.push({
          field: [...field, 'taxLines', String(t), 'rate'],
          message: 'Tax line rate is missing',
          code: 'TAX_LINE_RATE_MISSING',
        });
    });
    return {
      title: line.title,
      code: line.code ?? null,
      source: line.source ?? null,
      cents: moneyCents(line.priceSet, currency, [...field, 'priceSet'], errors),
    };
  });
  const shipping = shippingLines.reduce((sum, line) => sum + line.cents, 0);
  // Kept as given, in order, as Shopify keeps an order's note attributes; a key must not be blank.
  const customAttributes = (input.customAttributes ?? []).map((attribute, index) => {
    if (blank(attribute.key))
      errors.push({ field: ['order', 'customAttributes', String(index), 'key'], message: "Key can't be blank", code: 'INVALID' });
    return { key: attribute.key, value: attribute.value };
  });
  const taxLines = (input.taxLines ?? []).map((tax, index) => {
    const field = ['order', 'taxLines', String(index)];
    const rate = tax.rate == null ? null : Number(tax.rate);
    if (rate !== null && (!Number.isFinite(rate) || rate < 0 || rate > 1))
      errors.push({ field: [...field, 'rate'], message: 'Rate must be between 0 and 1', code: 'INVALID' });
    // Without an amount the tax is worked out from the rate on the lines' subtotal (Shopify's own tax engine is not modelled).
    const amount = tax.priceSet ? moneyCents(tax.priceSet, currency, [...field, 'priceSet'], errors) : Math.round(subtotal * (rate ?? 0));
    return { title: tax.title?.trim() || 'Tax', rate, cents: amount };
  });
  const taxes = taxLines.reduce((sum, tax) => sum + tax.cents, 0);
  const discount = discountCents(input, subtotal, shipping, currency, errors);
  const total = subtotal - discount.amount + shipping + (input.taxesIncluded ? 0 : taxes);

  const transactions = (input.transactions ?? []).map((transaction, index): TransactionRecord & { cents: number } => {
    const amount = moneyCents(transaction.amountSet, currency, ['order', 'transactions', String(index), 'amountSet'], errors);
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
  const succeeded = transactions.filter((t) => t.status === 'SUCCESS');
  const paid = succeeded.filter((t) => t.kind !== 'AUTHORIZATION').reduce((sum, t) => sum + t.cents, 0);
  const authorized = succeeded.filter((t) => t.kind === 'AUTHORIZATION').reduce((sum, t) => sum + t.cents, 0);
  if (paid > total) {
    errors.push({
      field: ['order', 'transactions'],
      message: `Transactions total ${toDecimal(paid)} exceeds the order total ${toDecimal(total)}`,
      code: 'INVALID',
    });
  }
  const status = input.financialStatus ?? financialStatus(paid, authorized, total);
  if (status === 'PAID' && paid !== total) {
    errors.push({
      field: ['order', 'financialStatus'],
      message: `A paid order needs successful transactions totalling ${toDecimal(total)} (got ${toDecimal(paid)})`,
      code: 'INVALID',
    });
  }
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
      email: input.email ?? null,
      phone: input.phone ?? null,
      note: input.note ?? null,
      attributes: customAttributes,
      discountCodes: discount.code ? [discount.code] : [],
      lines: lines.map((line) => line.record),
      subtotal: toDecimal(subtotal),
      discount: toDecimal(discount.amount),
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
        shippingLines: shippingLines.map((line) => ({
          title: line.title,
          code: line.code,
          source: line.source,
          price: toDecimal(line.cents),
        })),
        taxLines: taxLines.map((tax) => ({ title: tax.title, rate: tax.rate, price: toDecimal(tax.cents) })),
        transactions: transactions.map(({ cents: _cents, ...transaction }, index) => ({
          ...transaction,
          id: `${index + 1}`,
          processedAt: transaction.processedAt ?? createdAt,
        })),
        shipping: toDecimal(shipping),
        taxes: toDecimal(taxes),
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
