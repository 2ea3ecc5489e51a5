// Owns the cart's line table (spec §3: product, quantity, unit price, discount price, total price, remove), a card per line on phones,
// and its frame: the same table with the visitor's number of lines, to hold their place until the cart is read.
import { useState } from 'react';
import { linePrices, type CheckoutLifecycle, type LineItem } from '@storefront/commerce';
import { formatMoney, formatPercent } from '@storefront/i18n';
import { useLocale, useMediaUrl } from '@storefront/platform';
import { useCheckoutTranslation } from '../../i18n';
import { LineTitle } from './LineTitle';
import styles from './CartPage.module.css';

const MAX_QUANTITY = 99;

function QuantityStepper({ line, cart, busy }: { line: LineItem; cart: CheckoutLifecycle | null; busy: boolean }) {
  const { t } = useCheckoutTranslation();
  // Keyed by the quantity (below), so a change made elsewhere starts the typed value afresh.
  const [typed, setTyped] = useState(String(line.quantity));
  const set = (quantity: number) => {
    const next = Math.max(0, Math.min(MAX_QUANTITY, quantity));
    if (next !== line.quantity) void cart?.setQuantity(line.id, next);
    else setTyped(String(line.quantity));
  };
  const commitTyped = () => {
    const value = Number.parseInt(typed, 10);
    if (Number.isFinite(value) && value >= 1) set(value);
    else setTyped(String(line.quantity));
  };
  return (
    <div className={styles.stepper}>
      <button
        type="button"
        onClick={() => set(line.quantity - 1)}
        disabled={busy || line.quantity <= 1}
        aria-label={t('cart.less', { title: line.title })}
      >
        −
      </button>
      <input
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        value={typed}
        aria-label={t('cart.quantityOf', { title: line.title })}
        onChange={(event) => setTyped(event.target.value.replace(/\D/g, '').slice(0, 2))}
        onBlur={commitTyped}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commitTyped();
        }}
        data-testid="cart-quantity"
      />
      <button
        type="button"
        onClick={() => set(line.quantity + 1)}
        disabled={busy || line.quantity >= MAX_QUANTITY}
        aria-label={t('cart.more', { title: line.title })}
      >
        +
      </button>
    </div>
  );
}

function LinesHead() {
  const { t } = useCheckoutTranslation();
  return (
    <thead>
      <tr>
        <th scope="col">{t('cart.product')}</th>
        <th scope="col">{t('cart.quantity')}</th>
        <th scope="col">{t('cart.unitPrice')}</th>
        <th scope="col">{t('cart.discountPrice')}</th>
        <th scope="col">{t('cart.total')}</th>
        <th scope="col">
          <span className={styles.hiddenHeader}>{t('cart.remove')}</span>
        </th>
      </tr>
    </thead>
  );
}

/**
 * The table with `count` lines of the real lines' size (an image's place, the stepper and the remove button, disabled, "…"
 * for the prices) while the cart is read: what comes takes its place, nothing below moves. Hidden from screen readers, which
 * hear the loading line instead.
 */
export function CartLinesFrame({ count }: { count: number }) {
  const { t } = useCheckoutTranslation();
  return (
    <table className={`${styles.lines} ${styles.frame}`} aria-hidden="true" data-testid="cart-lines-frame">
      <LinesHead />
      <tbody>
        {Array.from({ length: count }, (_, at) => (
          <tr key={at}>
            <th scope="row">
              <div className={styles.product}>
                <span className={styles.imageFrame} />
                <span className={styles.textFrame} />
              </div>
            </th>
            <td data-label={t('cart.quantity')}>
              <div className={styles.stepper}>
                <button type="button" tabIndex={-1} disabled>
                  −
                </button>
                <input type="text" tabIndex={-1} disabled />
                <button type="button" tabIndex={-1} disabled>
                  +
                </button>
              </div>
            </td>
            <td data-label={t('cart.unitPrice')}>…</td>
            <td data-label={t('cart.discountPrice')}>…</td>
            <td data-label={t('cart.total')}>…</td>
            <td className={styles.removeCell}>
              <button type="button" className={styles.remove} tabIndex={-1} disabled>
                {t('cart.remove')}
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function CartLines({
  lines,
  currencyCode,
  cart,
  busy,
}: {
  lines: LineItem[];
  currencyCode: string;
  cart: CheckoutLifecycle | null;
  busy: boolean;
}) {
  const locale = useLocale();
  const media = useMediaUrl();
  const { t } = useCheckoutTranslation();
  const money = (amount: number) => formatMoney(amount, currencyCode, locale);
  return (
    <table className={styles.lines}>
      <LinesHead />
      <tbody>
        {lines.map((line) => {
          const prices = linePrices(line);
          return (
            <tr key={line.id} data-testid="cart-line">
              <th scope="row">
                {/* The flex box inside the cell: a cell that is itself a flex box leaves the table's row. */}
                <div className={styles.product}>
                  {line.image && <img src={media(line.image.src)} alt="" width={64} height={64} loading="lazy" />}
                  <LineTitle title={line.title} variantTitle={line.variantTitle} />
                </div>
              </th>
              <td data-label={t('cart.quantity')}>
                <QuantityStepper key={line.quantity} line={line} cart={cart} busy={busy} />
              </td>
              <td data-label={t('cart.unitPrice')} data-testid="cart-unit-price">
                {prices.discount === null ? money(prices.unitPrice) : <s>{money(prices.unitPrice)}</s>}
              </td>
              {/* Spec §9's discounted price on every line: the unit price itself when there is no discount (a discount of 0). */}
              <td data-label={t('cart.discountPrice')} data-testid="cart-discount-price">
                {prices.discount === null ? (
                  money(prices.discountedPrice)
                ) : (
                  <span className={styles.sale}>
                    {money(prices.discountedPrice)}{' '}
                    <small>({t('cart.percentOff', { percent: formatPercent(prices.discount, locale) })})</small>
                  </span>
                )}
              </td>
              <td data-label={t('cart.total')} data-testid="cart-line-total">
                {money(prices.totalPrice)}
              </td>
              <td className={styles.removeCell}>
                <button
                  type="button"
                  className={styles.remove}
                  onClick={() => void cart?.remove(line.id)}
                  disabled={busy}
                  aria-label={t('cart.removeLine', { title: line.title })}
                >
                  {t('cart.remove')}
                </button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
