// Owns the cart page ('Mon Panier'): lines, quantities, removal, promo code, delivery banner, summary with delivery and taxes, note, proceed and back;
// the server renders the empty cart, or the frame of the visitor's lines at their size (the lines cookie), and the cart takes its place once read.
import { useId, useState } from 'react';
import { Link, useLoaderData } from 'react-router';
import {
  amountToFreeDelivery,
  taxRatesOn,
  type Checkout,
  type FulfilmentSelection,
  type LineItem,
  type QuoteAnswer,
} from '@storefront/commerce';
import { localizedPath, STORE_ADDRESS } from '@storefront/contracts';
import { formatMoney } from '@storefront/i18n';
import { useLocale, type PageLoaderArgs } from '@storefront/platform';
import { useCheckoutTranslation } from '../../i18n';
import { Pending, scripted } from '../pending/Pending';
import { Totals } from '../checkout/Totals';
import { useQuote, type Destination } from '../checkout/useQuote';
import { expectedLines } from './cartCookie';
import { cartShown } from './cartShown';
import { CartLines, CartLinesFrame } from './CartLines';
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

/** `checkout` is null in the frame: the same form, empty, until the cart is read. */
function Note({ checkout, onSave }: { checkout: Checkout | null; onSave: (note: string) => Promise<void> }) {
  const { t } = useCheckoutTranslation();
  const id = useId();
  const [note, setNote] = useState(checkout?.note ?? '');
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
      <button type="submit" disabled={!checkout}>
        {t('cart.noteSave')}
      </button>
      <span role="status">{saved ? t('cart.noteSaved') : ''}</span>
    </form>
  );
}

/** The cart's delivery and taxes are estimated for Quebec, at the store's own postal code, with the store's first methods. */
const QUEBEC_ESTIMATE: Destination = { province: STORE_ADDRESS.province, postalCode: STORE_ADDRESS.postalCode };
const NO_CHOICE: FulfilmentSelection = {};

/** How many lines the visitor's cart had when last seen (the lines cookie): the server renders their frame, never the lines. */
export function loader({ request }: PageLoaderArgs) {
  return { expectedLines: expectedLines(request) };
}

export default function CartPage() {
  const locale = useLocale();
  const { t } = useCheckoutTranslation();
  const { expectedLines: expected } = useLoaderData<typeof loader>();
  const { cart, state } = useCart();
  const checkout = state.checkout;
  const busy = state.loading || state.adding || state.removing;
  const estimate = useQuote(checkout, QUEBEC_ESTIMATE, NO_CHOICE).quote;
  const totals = estimate?.totals ?? null;
  const currency = checkout?.currencyCode ?? 'CAD';
  // The server and the first browser render have no cart (it is in the visitor's storage): the frame of its lines, or the empty cart.
  const shown = cartShown(state, expected);
  const filled = shown.kind === 'lines' ? checkout : null;
  const lines = filled?.lineItems ?? [];
  return (
    <article className={styles.page} data-page="cart" aria-busy={busy}>
      <h1>{t('cart.title')}</h1>
      {shown.kind === 'empty' ? (
        <>
          {/* Without scripts the server cannot tell: the cart is in the browser's storage, and the noscript message says so. */}
          <p data-testid="cart-empty" className={scripted}>
            {t('cart.empty')}
          </p>
          <Pending needsScript={t('cart.needsScript')} />
        </>
      ) : (
        <div className={styles.layout}>
          <div className={styles.main}>
            <DeliveryBanner quote={filled ? estimate : null} lines={lines} currencyCode={currency} />
            {filled ? (
              <CartLines lines={lines} currencyCode={currency} cart={cart} busy={busy} />
            ) : (
              <>
                <Pending loading={t('cart.loading')} needsScript={t('cart.needsScript')} quiet />
                <div className={scripted}>
                  <CartLinesFrame count={shown.kind === 'frame' ? shown.lines : 0} />
                </div>
              </>
            )}
            <div className={filled ? undefined : scripted}>
              <PromoForm cart={cart} checkout={filled} />
              <Note key={filled?.id ?? 'frame'} checkout={filled} onSave={(note) => cart?.setNote(note) ?? Promise.resolve()} />
            </div>
          </div>
          <section aria-labelledby="cart-summary" className={filled ? styles.summary : `${styles.summary} ${scripted}`}>
            <h2 id="cart-summary">{t('cart.summary')}</h2>
            {/* The subtotal from the cart until the store API has priced delivery and taxes; their rows hold their place until then. */}
            <Totals
              totals={filled ? totals : null}
              subtotal={filled?.subtotal ?? null}
              currencyCode={currency}
              promoCode={filled?.discountCodes.find((c) => c.applicable)?.code.toUpperCase()}
              totalLabel={t('cart.totalEstimate')}
              reserve={taxRatesOn(QUEBEC_ESTIMATE.province)}
            />
            <p className={styles.small}>{t('cart.estimate')}</p>
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
