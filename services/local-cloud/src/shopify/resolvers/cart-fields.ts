// Owns the field resolvers of a cart and its lines as the Storefront API shows them, costs priced once per request.
import type { PricedLine } from '../cart-pricing';
import type { CartRecord } from '../cart-store';
import { connection } from '../connection';
import { money } from '../money';
import { type Args, emptyConnection, type FieldResolvers, nullMetafields, pageArgs } from './context';

function lineView(priced: PricedLine) {
  const { line, variant, unitCents, compareAtCents, subtotalCents } = priced;
  const cost = {
    amountPerQuantity: money(unitCents),
    compareAtAmountPerQuantity: compareAtCents === null ? null : money(compareAtCents),
    subtotalAmount: money(subtotalCents),
    // Order-level discounts are allocated on the cart, not subtracted from the line, as on Shopify.
    totalAmount: money(subtotalCents),
  };
  return {
    __typename: 'CartLine',
    id: line.id,
    merchandise: variant,
    quantity: line.quantity,
    attributes: line.attributes,
    attribute: (args: Args) => line.attributes.find((a) => a.key === args.key) ?? null,
    cost,
    estimatedCost: {
      amount: cost.amountPerQuantity,
      compareAtAmount: cost.compareAtAmountPerQuantity,
      subtotalAmount: cost.subtotalAmount,
      totalAmount: cost.totalAmount,
    },
    discountAllocations: [],
    sellingPlanAllocation: null,
  };
}

export const cartFields: FieldResolvers<CartRecord> = {
  attribute: (c, args) => c.attributes.find((a) => a.key === args.key) ?? null,
  appliedGiftCards: () => [],
  buyerIdentity: (c) => ({
    countryCode: c.buyerIdentity.countryCode,
    customer: null,
    deliveryAddressPreferences: [],
    email: c.buyerIdentity.email,
    phone: c.buyerIdentity.phone,
    preferences: null,
    purchasingCompany: null,
  }),
  checkoutUrl: (c, _args, ctx) => `https://${ctx.shopDomain}/cart/c/${c.token}?key=${c.key}`,
  cost: (c, _args, ctx) => {
    const priced = ctx.priced(c);
    return {
      checkoutChargeAmount: money(priced.subtotalCents),
      subtotalAmount: money(priced.subtotalCents),
      subtotalAmountEstimated: false,
      totalAmount: money(priced.totalCents),
      totalAmountEstimated: false,
      totalDutyAmount: null,
      totalDutyAmountEstimated: false,
      totalTaxAmount: null,
      totalTaxAmountEstimated: false,
    };
  },
  estimatedCost: (c, _args, ctx) => {
    const priced = ctx.priced(c);
    return {
      checkoutChargeAmount: money(priced.subtotalCents),
      subtotalAmount: money(priced.subtotalCents),
      totalAmount: money(priced.totalCents),
      totalDutyAmount: null,
      totalTaxAmount: null,
    };
  },
  delivery: () => ({ addresses: [] }),
  deliveryGroups: emptyConnection,
  discountCodes: (c, _args, ctx) => ctx.priced(c).discountCodes,
  // One allocation per line for the order-level code, the shape shopify-buy expects when it spreads them back onto lines.
  discountAllocations: (c, _args, ctx) => {
    const priced = ctx.priced(c);
    const applied = priced.appliedDiscount;
    if (!applied) return [];
    return priced.lines.map((line) => ({
      __typename: 'CartCodeDiscountAllocation',
      code: applied.code,
      targetType: 'LINE_ITEM',
      discountedAmount: money(line.discountCents),
      discountApplication: {
        allocationMethod: 'ACROSS',
        targetSelection: 'ALL',
        targetType: 'LINE_ITEM',
        value: { __typename: 'PricingPercentageValue', percentage: applied.percentage },
      },
    }));
  },
  lines: (c, args, ctx) => connection(ctx.priced(c).lines.map(lineView), pageArgs(args), (l) => l.id),
  totalQuantity: (c, _args, ctx) => ctx.priced(c).lines.reduce((sum, l) => sum + l.line.quantity, 0),
  metafield: () => null,
  metafields: (_c, args) => nullMetafields(args),
};
