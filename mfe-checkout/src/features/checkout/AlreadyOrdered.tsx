// Owns the payment step's answer to a cart already ordered (in another tab, or on another device): that order's number in
// the store's words, no way to pay again, and a new cart to go on shopping with.
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { localizedPath } from '@storefront/contracts';
import { useLocale } from '@storefront/platform';
import { useCheckoutTranslation } from '../../i18n';
import { useCart } from '../cart/useCart';
import styles from './Checkout.module.css';

export function AlreadyOrdered({
  message,
  orderedCheckout,
}: {
  /** The store's message, with the order's number. */
  message: string;
  /** The checkout that was ordered: replaced by a new one, or by the one the ordering tab has started since. */
  orderedCheckout: string;
}) {
  const locale = useLocale();
  const navigate = useNavigate();
  const { t } = useCheckoutTranslation();
  const { cart } = useCart();
  const [starting, setStarting] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  // The pay button that had the focus is gone: the way forward takes it, and the message is announced.
  useEffect(() => button.current?.focus(), []);

  const startNewCart = async () => {
    if (starting || !cart) return;
    setStarting(true);
    await cart.replaceOrdered(orderedCheckout);
    void navigate(localizedPath('shop', locale));
  };

  return (
    <section className={styles.card} aria-labelledby="already-ordered-title" data-testid="already-ordered">
      <h2 id="already-ordered-title">{t('checkout.alreadyOrdered')}</h2>
      <p role="alert" data-testid="already-ordered-message">
        {message}
      </p>
      <button
        ref={button}
        type="button"
        className={styles.primary}
        onClick={() => void startNewCart()}
        disabled={starting || !cart}
        aria-disabled={starting || !cart}
      >
        {starting ? t('checkout.startingCart') : t('checkout.newCart')}
      </button>
    </section>
  );
}
