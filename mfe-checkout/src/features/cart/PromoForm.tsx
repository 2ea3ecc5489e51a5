// Owns the promo code form (spec §5): the store checks the code; "Ce code est invalide." for an unknown one, the discount message for a valid one.
import { useId, useState, type FormEvent } from 'react';
import type { Checkout, CheckoutLifecycle, PromoOutcome } from '@storefront/commerce';
import { formatMoney } from '@storefront/i18n';
import { useLocale } from '@storefront/platform';
import { useCheckoutTranslation } from '../../i18n';
import styles from './CartPage.module.css';

/** `checkout` is null in the cart's frame: the same form, its button off until the cart is read. */
export function PromoForm({ cart, checkout }: { cart: CheckoutLifecycle | null; checkout: Checkout | null }) {
  const locale = useLocale();
  const { t } = useCheckoutTranslation();
  const id = useId();
  const [code, setCode] = useState('');
  const [outcome, setOutcome] = useState<{ result: PromoOutcome; code: string } | null>(null);
  const applied = checkout?.discountCodes.find((c) => c.applicable);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!cart || !checkout || !code.trim()) return;
    const result = await cart.applyPromo(code);
    setOutcome({ result, code: code.trim().toUpperCase() });
    if (result === 'applied') setCode('');
  };
  const discount = checkout ? formatMoney(Math.max(0, checkout.subtotal - checkout.total), checkout.currencyCode, locale) : '';
  return (
    <form className={styles.promo} onSubmit={(event) => void submit(event)} noValidate>
      <label htmlFor={`${id}-code`}>{t('cart.promo')}</label>
      <div className={styles.promoRow}>
        <input
          id={`${id}-code`}
          name="code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="off"
          aria-describedby={`${id}-message`}
        />
        <button type="submit" disabled={!checkout}>
          {t('cart.promoApply')}
        </button>
      </div>
      <p
        id={`${id}-message`}
        role="status"
        data-testid="promo-message"
        className={outcome?.result === 'applied' ? styles.success : outcome ? styles.error : undefined}
      >
        {outcome?.result === 'invalid' && t('cart.promoInvalid')}
        {outcome?.result === 'error' && t('cart.promoError')}
        {outcome?.result === 'applied' && applied && t('cart.promoApplied', { code: applied.code.toUpperCase(), amount: discount })}
      </p>
      {applied && (
        <button type="button" className={styles.linkButton} onClick={() => void cart?.removePromo().then(() => setOutcome(null))}>
          {t('cart.promoRemove')} ({applied.code.toUpperCase()})
        </button>
      )}
    </form>
  );
}
