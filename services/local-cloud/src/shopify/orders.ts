// Owns checkout completion: a cart becomes an order, after which the Storefront API no longer finds the cart.
import type { Catalogue } from './catalogue';
import { priceCart } from './cart-pricing';
import type { CartStore, OrderRecord } from './cart-store';
import { CURRENCY_CODE, toDecimal } from './money';
import { dateTime, findCart, parseCartId } from './resolvers';

export type CompletionResult =
  | { status: 'completed'; order: OrderRecord }
  | { status: 'not-found' }
  | { status: 'already-completed'; orderId: string | null }
  | { status: 'empty' };

export function completeCart(carts: CartStore, catalogue: Catalogue, cartId: string, now: Date): Promise<CompletionResult> {
  const parsed = parseCartId(cartId);
  if (!parsed) return Promise.resolve({ status: 'not-found' });
  return carts.exclusive(parsed.token, async (): Promise<CompletionResult> => {
    const cart = await findCart(carts, cartId, { includeCompleted: true });
    if (!cart) return { status: 'not-found' };
    if (cart.completedAt) return { status: 'already-completed', orderId: cart.orderId };
    const priced = priceCart(cart, catalogue);
    if (priced.lines.length === 0) return { status: 'empty' };
    const completedAt = dateTime(now);
    // The order is written before the cart is marked, so a crash in between leaves a cart that can be completed again, never a lost order.
    const order = await carts.saveOrder({
      cartId: cart.id,
      createdAt: completedAt,
      email: cart.buyerIdentity.email,
      phone: cart.buyerIdentity.phone,
      note: cart.note,
      attributes: cart.attributes,
      discountCodes: priced.appliedDiscount ? [priced.appliedDiscount.code] : [],
      lines: priced.lines.map((l) => ({
        variantId: l.variant.id,
        productId: l.product.id,
        title: l.product.title,
        variantTitle: l.variant.title,
        sku: l.variant.sku,
        quantity: l.line.quantity,
        price: toDecimal(l.unitCents),
        total: toDecimal(l.subtotalCents - l.discountCents),
        attributes: l.line.attributes,
      })),
      subtotal: toDecimal(priced.subtotalCents),
      discount: toDecimal(priced.discountCents),
      total: toDecimal(priced.totalCents),
      currencyCode: CURRENCY_CODE,
    });
    await carts.save({ ...cart, completedAt, updatedAt: completedAt, orderId: order.id });
    return { status: 'completed', order };
  });
}
