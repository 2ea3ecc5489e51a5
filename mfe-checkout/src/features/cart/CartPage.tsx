// Owns the cart page ('Mon Panier'): its lines, quantities, removal and summary (promo codes and notes come with the cart issue).
import { Link } from 'react-router';
import { localizedPath } from '@storefront/contracts';
import { formatMoney } from '@storefront/i18n';
import { useLocale } from '@storefront/platform';
import { VisuallyHidden } from '@storefront/ui';
import { useCheckoutTranslation } from '../../i18n';
import { useCart } from './useCart';
import styles from './CartPage.module.css';

export default function CartPage() {
  const locale = useLocale();
  const { t } = useCheckoutTranslation();
  const { cart, state } = useCart();
  const checkout = state.checkout;
  const lines = checkout?.lineItems ?? [];
  return (
    <article className={styles.page} data-page="cart" aria-busy={state.loading || state.adding || state.removing}>
      <h1>{t('cart.title')}</h1>
      {!state.ready ? (
        <p role="status">{t('cart.loading')}</p>
      ) : lines.length === 0 ? (
        <p data-testid="cart-empty">{t('cart.empty')}</p>
      ) : (
        <>
          <table className={styles.lines}>
            <thead>
              <tr>
                <th scope="col">{t('cart.product')}</th>
                <th scope="col">{t('cart.quantity')}</th>
                <th scope="col">{t('cart.unitPrice')}</th>
                <th scope="col">{t('cart.total')}</th>
                <th scope="col">
                  <VisuallyHidden>{t('cart.remove')}</VisuallyHidden>
                </th>
              </tr>
            </thead>
            <tbody>
              {lines.map((line) => (
                <tr key={line.id} data-testid="cart-line">
                  <td data-label={t('cart.product')}>{line.title}</td>
                  <td data-label={t('cart.quantity')}>{line.quantity}</td>
                  <td data-label={t('cart.unitPrice')}>{formatMoney(line.price, checkout?.currencyCode ?? 'CAD', locale)}</td>
                  <td data-label={t('cart.total')}>{formatMoney(line.price * line.quantity, checkout?.currencyCode ?? 'CAD', locale)}</td>
                  <td>
                    <button type="button" onClick={() => void cart?.remove(line.id)} disabled={state.removing}>
                      {t('cart.remove')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <section aria-labelledby="sommaire" className={styles.summary}>
            <h2 id="sommaire">{t('cart.summary')}</h2>
            <p>
              {t('cart.subtotal')} : <strong data-testid="cart-subtotal">{formatMoney(checkout?.subtotal ?? 0, checkout?.currencyCode ?? 'CAD', locale)}</strong>
            </p>
            <Link className={styles.proceed} to={localizedPath('checkout', locale)}>
              {t('cart.proceed')}
            </Link>
          </section>
        </>
      )}
      <Link to={localizedPath('shop', locale)}>{t('cart.back')}</Link>
    </article>
  );
}
