// Owns the cart page ('Mon Panier'): lines, quantities, removal, promo code, delivery banner, summary with delivery and taxes, note, proceed and back; its frame is server-rendered, the cart shows once the browser reads it.
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { amountToFreeDelivery, type Checkout, type FulfilmentSelection, type LineItem, type QuoteAnswer } from '@storefront/commerce';
import { localizedPath, STORE_ADDRESS } from '@storefront/contracts';
import { formatMoney } from '@storefront/i18n';
import { useLocale } from '@storefront/platform';
import { useCheckoutTranslation } from '../../i18n';
import { Pending, scripted } from '../pending/Pending';
import { Totals } from '../checkout/Totals';
import { useQuote, type Destination } from '../checkout/useQuote';
import { CartLines } from './CartLines';
import { PromoForm } from './PromoForm';
import { useCart } from './useCart';
import styles from './CartPage.module.css';

/**
 * The banner speaks of the post's free delivery (spec §9: from 39 $), measured on the lines that go by post after their share
 * of the promo: a cart with none (chlorine at the counter, a spa by freight) reads the general rule, never a free delivery it
 * will not get.
 */
export function DeliveryBanner({
  quote,
  lines,
  currencyCode,
}: {
  quote: QuoteAnswer | null;
  lines: readonly LineItem[];
  currencyCode: string;
}) {
  const locale = useLocale();
  const { t } = useCheckoutTranslation();
  const post = quote?.fulfilment.shipments.find((shipment) => shipment.method === 'post') ?? null;
  let text = t('cart.bannerInfo');
  if (quote && post && post.fee === 0) text = t('cart.bannerFree');
  else if (quote && post) {
    const goods = lines.filter((line) => post.lineIds.includes(line.id)).reduce((sum, line) => sum + line.price * line.quantity, 0);
    const afterPromo = quote.totals.subtotal > 0 ? (goods * quote.totals.merchandise) / quote.totals.subtotal : goods;
    text = t('cart.bannerToGo', { amount: formatMoney(amountToFreeDelivery(afterPromo), currencyCode, locale) });
  }
  return (
    <p className={styles.banner} data-testid="delivery-banner">
      {text}
    </p>
  );
}

function Note({ checkout, onSave }: { checkout: Checkout; onSave: (note: string) => Promise<void> }) {
  const { t } = useCheckoutTranslation();
  const id = useId();
  const [note, setNote] = useState(checkout.note ?? '');
  const [saved, setSaved] = useState(false);
  return (
    <form
      className={styles.note}
      onSubmit={(event) => {
        event.preventDefault();
        void onSave(note.trim()).then(() => setSaved(true));
      }}
    >
      <label htmlFor={`${id}-note`}>{t('cart.note')}</label>
      <textarea
        id={`${id}-note`}
        value={note}
        maxLength={1000}
        rows={3}
        onChange={(event) => (setNote(event.target.value), setSaved(false))}
      />
      <button type="submit">{t('cart.noteSave')}</button>
      <span role="status">{saved ? t('cart.noteSaved') : ''}</span>
    </form>
  );
}

/** The cart's delivery and taxes are estimated for Quebec, at the store's own postal code, with the store's first methods. */
const QUEBEC_ESTIMATE: Destination = { province: STORE_ADDRESS.province, postalCode: STORE_ADDRESS.postalCode };
const NO_CHOICE: FulfilmentSelection = {};

export default function CartPage() {
  const locale = useLocale();
  const { t } = useCheckoutTranslation();
  const { cart, state } = useCart();
  const checkout = state.checkout;
  const lines = checkout?.lineItems ?? [];
  const busy = state.loading || state.adding || state.removing;
  const estimate = useQuote(checkout, QUEBEC_ESTIMATE, NO_CHOICE).quote;
  const totals = estimate?.totals ?? null;
  const currency = checkout?.currencyCode ?? 'CAD';
  // The server and the first browser render have no cart (it is in the visitor's storage): the frame, with the loading line where the lines go.
  const filled = state.ready && checkout !== null && lines.length > 0 ? checkout : null;
  return (
    <article className={styles.page} data-page="cart" aria-busy={busy}>
      <h1>{t('cart.title')}</h1>
      {state.ready && !filled ? (
        <p data-testid="cart-empty">{t('cart.empty')}</p>
      ) : (
        <div className={styles.layout}>
          <div className={styles.main}>
            {filled ? (
              <>
                <DeliveryBanner quote={estimate} lines={lines} currencyCode={currency} />
                <CartLines lines={lines} currencyCode={currency} cart={cart} busy={busy} />
                <PromoForm cart={cart} checkout={filled} />
                <Note key={filled.id} checkout={filled} onSave={(note) => cart?.setNote(note) ?? Promise.resolve()} />
              </>
            ) : (
              <Pending loading={t('cart.loading')} needsScript={t('cart.needsScript')} />
            )}
          </div>
          <section aria-labelledby="cart-summary" className={filled ? styles.summary : `${styles.summary} ${scripted}`}>
            <h2 id="cart-summary">{t('cart.summary')}</h2>
            {/* One subtotal line: the cart's own until the store API has priced delivery and taxes, then the priced summary's. */}
            <Totals
              totals={filled ? totals : null}
              subtotal={filled?.subtotal ?? null}
              currencyCode={currency}
              promoCode={filled?.discountCodes.find((c) => c.applicable)?.code.toUpperCase()}
              totalLabel={t('cart.totalEstimate')}
            />
            {totals && filled && <p className={styles.small}>{t('cart.estimate')}</p>}
            <Link className={styles.proceed} to={localizedPath('checkout', locale)}>
              {t('cart.proceed')}
            </Link>
          </section>
        </div>
      )}
      <Link className={styles.back} to={localizedPath('shop', locale)}>
        {t('cart.back')}
      </Link>
    </article>
  );
}
