// Owns the Storefront API's cart mutations: each change checked on a copy against the cart limits, then saved whole.
import { MAX_LINE_QUANTITY } from '../../limits';
import { cartLimitErrors, type UserError } from '../cart-rules';
import type { AttributeRecord, CartLineRecord, CartRecord } from '../cart-store';
import { dateTime, type FieldResolvers, findCart, parseCartId, type ShopifyContext } from './context';

interface CartPayload {
  cart: CartRecord | null;
  userErrors: UserError[];
  warnings: { code: string; message: string }[];
}

interface LineInput {
  merchandiseId: string;
  quantity?: number | null;
  attributes?: AttributeRecord[] | null;
}

interface LineUpdateInput {
  id: string;
  merchandiseId?: string | null;
  quantity?: number | null;
  attributes?: AttributeRecord[] | null;
}

const cartNotFound = (): CartPayload => ({
  cart: null,
  userErrors: [{ field: ['cartId'], message: 'The specified cart does not exist.', code: 'INVALID' }],
  warnings: [],
});

function sameAttributes(a: AttributeRecord[], b: AttributeRecord[]): boolean {
  return a.length === b.length && a.every((x) => b.some((y) => y.key === x.key && y.value === x.value));
}

function checkMerchandise(ctx: ShopifyContext, merchandiseId: string, field: string[]): UserError | null {
  const variant = ctx.catalogue.variant(merchandiseId);
  if (!variant) return { field, message: `The merchandise with id ${merchandiseId} does not exist.`, code: 'INVALID' };
  if (!ctx.inventory.available(variant)) {
    const product = ctx.catalogue.productOfVariant(merchandiseId);
    return { field, message: `The product '${product?.title ?? variant.title}' is already sold out.`, code: 'INVALID' };
  }
  return null;
}

function quantityAboveMaximum(field: string[]): UserError {
  return { field, message: `The quantity must be at most ${MAX_LINE_QUANTITY}.`, code: 'MAXIMUM_EXCEEDED' };
}

/** Adds lines to a cart, merging a line with the same merchandise and attributes as Shopify does. */
function addLines(ctx: ShopifyContext, cart: CartRecord, lines: LineInput[], path: string[]): UserError[] {
  const errors: UserError[] = [];
  lines.forEach((input, index) => {
    const quantity = input.quantity ?? 1;
    const field = [...path, String(index)];
    const merchandiseError = checkMerchandise(ctx, input.merchandiseId, [...field, 'merchandiseId']);
    if (merchandiseError) return void errors.push(merchandiseError);
    if (quantity < 1)
      return void errors.push({ field: [...field, 'quantity'], message: 'The quantity must be greater than 0.', code: 'INVALID' });
    const attributes = (input.attributes ?? []).map(({ key, value }) => ({ key, value: value ?? null }));
    const existing = cart.lines.find((l) => l.merchandiseId === input.merchandiseId && sameAttributes(l.attributes, attributes));
    // Compared before adding, so a line never holds more than the store's add-to-cart limit, not even for a moment.
    if ((existing?.quantity ?? 0) + quantity > MAX_LINE_QUANTITY) return void errors.push(quantityAboveMaximum([...field, 'quantity']));
    if (existing) existing.quantity += quantity;
    else cart.lines.push({ id: ctx.carts.newLineId(cart.token), merchandiseId: input.merchandiseId, quantity, attributes });
  });
  return errors;
}

function normalizeCodes(codes: unknown): string[] {
  const list = Array.isArray(codes) ? (codes as string[]) : [];
  const seen = new Set<string>();
  return list.map((c) => c.trim()).filter((c) => c && !seen.has(c.toLowerCase()) && seen.add(c.toLowerCase()));
}

function checkEmail(email: string | null | undefined, field: string[]): UserError | null {
  if (email == null || email === '') return null;
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? null : { field, message: 'Email is invalid', code: 'INVALID' };
}

/**
 * Applies a change to a copy of the cart, checks the copy against every cart limit, and only then saves it whole (one
 * atomic file write); a refused change leaves the saved cart exactly as it was.
 */
function mutateCart(ctx: ShopifyContext, cartId: string, change: (cart: CartRecord) => UserError[]): Promise<CartPayload> {
  const parsed = parseCartId(cartId);
  if (!parsed) return Promise.resolve(cartNotFound());
  return ctx.carts.exclusive(parsed.token, async () => {
    const cart = await findCart(ctx.carts, cartId);
    if (!cart) return cartNotFound();
    const draft = structuredClone(cart);
    const userErrors = change(draft);
    if (userErrors.length) return { cart: null, userErrors, warnings: [] };
    const limitErrors = cartLimitErrors(draft);
    if (limitErrors.length) return { cart: null, userErrors: limitErrors, warnings: [] };
    draft.updatedAt = dateTime(ctx.now());
    await ctx.carts.save(draft);
    return { cart: draft, userErrors: [], warnings: [] };
  });
}

export const mutation: FieldResolvers<unknown> = {
  cartCreate: async (_s, args, ctx): Promise<CartPayload> => {
    const input = (args.input ?? {}) as {
      lines?: LineInput[] | null;
      attributes?: AttributeRecord[] | null;
      note?: string | null;
      discountCodes?: string[] | null;
      giftCardCodes?: string[] | null;
      buyerIdentity?: { email?: string | null; phone?: string | null; countryCode?: string | null } | null;
    };
    const { id, token, key } = ctx.carts.newIds();
    const at = dateTime(ctx.now());
    const cart: CartRecord = {
      id,
      token,
      key,
      createdAt: at,
      updatedAt: at,
      note: input.note ?? null,
      attributes: (input.attributes ?? []).map(({ key, value }) => ({ key, value: value ?? null })),
      lines: [],
      discountCodes: normalizeCodes(input.discountCodes),
      buyerIdentity: {
        email: input.buyerIdentity?.email ?? null,
        phone: input.buyerIdentity?.phone ?? null,
        countryCode: input.buyerIdentity?.countryCode ?? null,
      },
      completedAt: null,
      orderId: null,
    };
    const userErrors = addLines(ctx, cart, input.lines ?? [], ['input', 'lines']);
    const emailError = checkEmail(input.buyerIdentity?.email, ['input', 'buyerIdentity', 'email']);
    if (emailError) userErrors.push(emailError);
    if (input.giftCardCodes?.length) {
      userErrors.push({ field: ['input', 'giftCardCodes'], message: 'Gift cards are not accepted by this store.', code: 'INVALID' });
    }
    if (userErrors.length) return { cart: null, userErrors, warnings: [] };
    const limitErrors = cartLimitErrors(cart, ['input']);
    if (limitErrors.length) return { cart: null, userErrors: limitErrors, warnings: [] };
    await ctx.carts.save(cart);
    return { cart, userErrors: [], warnings: [] };
  },
  cartLinesAdd: (_s, args, ctx) =>
    mutateCart(ctx, String(args.cartId), (cart) => addLines(ctx, cart, args.lines as LineInput[], ['lines'])),
  cartLinesUpdate: (_s, args, ctx) =>
    mutateCart(ctx, String(args.cartId), (cart) => {
      const errors: UserError[] = [];
      (args.lines as LineUpdateInput[]).forEach((input, index) => {
        const field = ['lines', String(index)];
        const line = cart.lines.find((l) => l.id === input.id);
        if (!line)
          return void errors.push({
            field: [...field, 'id'],
            message: `The merchandise line with id ${input.id} does not exist.`,
            code: 'INVALID_MERCHANDISE_LINE',
          });
        if (input.merchandiseId != null && input.merchandiseId !== line.merchandiseId) {
          const merchandiseError = checkMerchandise(ctx, input.merchandiseId, [...field, 'merchandiseId']);
          if (merchandiseError) return void errors.push(merchandiseError);
          line.merchandiseId = input.merchandiseId;
        }
        if (input.attributes != null) line.attributes = input.attributes.map(({ key, value }) => ({ key, value: value ?? null }));
        if (input.quantity != null) {
          if (input.quantity < 0)
            return void errors.push({
              field: [...field, 'quantity'],
              message: 'The quantity must be greater than or equal to 0.',
              code: 'INVALID',
            });
          if (input.quantity > MAX_LINE_QUANTITY) return void errors.push(quantityAboveMaximum([...field, 'quantity']));
          line.quantity = input.quantity;
        }
      });
      // Quantity 0 removes the line, as on Shopify.
      cart.lines = cart.lines.filter((l: CartLineRecord) => l.quantity > 0);
      return errors;
    }),
  cartLinesRemove: (_s, args, ctx) =>
    mutateCart(ctx, String(args.cartId), (cart) => {
      const ids = args.lineIds as string[];
      const errors = ids.flatMap((id, index): UserError[] =>
        cart.lines.some((l) => l.id === id)
          ? []
          : [
              {
                field: ['lineIds', String(index)],
                message: `The merchandise line with id ${id} does not exist.`,
                code: 'INVALID_MERCHANDISE_LINE',
              },
            ],
      );
      cart.lines = cart.lines.filter((l) => !ids.includes(l.id));
      return errors;
    }),
  cartNoteUpdate: (_s, args, ctx) =>
    mutateCart(ctx, String(args.cartId), (cart) => {
      cart.note = typeof args.note === 'string' ? args.note : null;
      return [];
    }),
  cartAttributesUpdate: (_s, args, ctx) =>
    mutateCart(ctx, String(args.cartId), (cart) => {
      cart.attributes = (args.attributes as AttributeRecord[]).map(({ key, value }) => ({ key, value: value ?? null }));
      return [];
    }),
  cartDiscountCodesUpdate: (_s, args, ctx) =>
    mutateCart(ctx, String(args.cartId), (cart) => {
      cart.discountCodes = normalizeCodes(args.discountCodes);
      return [];
    }),
  cartBuyerIdentityUpdate: (_s, args, ctx) =>
    mutateCart(ctx, String(args.cartId), (cart) => {
      const input = args.buyerIdentity as { email?: string | null; phone?: string | null; countryCode?: string | null };
      const emailError = checkEmail(input.email, ['buyerIdentity', 'email']);
      if (emailError) return [emailError];
      if (input.email !== undefined) cart.buyerIdentity.email = input.email;
      if (input.phone !== undefined) cart.buyerIdentity.phone = input.phone;
      if (input.countryCode !== undefined) cart.buyerIdentity.countryCode = input.countryCode;
      return [];
    }),
  cartGiftCardCodesUpdate: (_s, args, ctx) =>
    mutateCart(ctx, String(args.cartId), () =>
      (args.giftCardCodes as string[]).length
        ? [{ field: ['giftCardCodes'], message: 'Gift cards are not accepted by this store.', code: 'INVALID' }]
        : [],
    ),
  // No gift card is ever applied, so removing one leaves the cart as it is.
  cartGiftCardCodesRemove: (_s, args, ctx) => mutateCart(ctx, String(args.cartId), () => []),
};
