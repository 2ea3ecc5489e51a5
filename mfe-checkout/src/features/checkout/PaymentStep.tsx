// Owns the payment step: the delivery information recalled, the provider's card fields (in the provider's frames) or
// PayPal, 3-D Secure where the issuer asks for it, the payment messages of spec §4 in order, the refusals of spec §8, and a
// cart already ordered elsewhere.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { recaptchaDisclaimer } from '@storefront/catalogue-data/app-integrity';
import type { Checkout, QuoteAnswer } from '@storefront/commerce';
import { formatMoney } from '@storefront/i18n';
import { useLocale, useRuntimeConfig } from '@storefront/platform';
import { TextWithLinks } from '@storefront/ui';
import { useCheckoutTranslation } from '../../i18n';
import { saveCustomer, type CustomerDraft } from './customerStore';
import { DeliveryRecap } from './DeliveryRecap';
import { createPaymentFields } from './payment/createPaymentFields';
import { fieldTexts, verifyRequest } from './payment/fieldTexts';
import { threeDSecureDecision } from './payment/threeDSecure';
import { PaymentError, type PaymentFields, type PayPalPayload } from './payment/types';
import { AlreadyOrdered } from './AlreadyOrdered';
import { refusalOf, startFailureOf } from './refusal';
import { clientToken, placeOrder, type PlacedOrder } from './storeApi';
import styles from './Checkout.module.css';

type Phase = 'idle' | 'saving' | 'validating' | 'savingOrder' | 'paid';
const PHASE_TEXT = {
  saving: 'checkout.saving',
  validating: 'checkout.validating',
  savingOrder: 'checkout.savingOrder',
  paid: 'checkout.paid',
} as const;

const newKey = () => crypto.randomUUID();
const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/** The refusals that send the buyer back to an earlier step, with the store's message: the review, or the methods. */
export type SentBack = { step: 'review' | 'method'; message: string };

export function PaymentStep({
  checkout,
  quote,
  customer,
  conditionsVersion,
  onPaid,
  onQuote,
  onSentBack,
  deliveryStep,
}: {
  checkout: Checkout;
  /** The priced cart the buyer sees; paying sends its fingerprint back, so a cart changed since is never charged. */
  quote: QuoteAnswer | null;
  customer: CustomerDraft;
  /** The version of the online purchase conditions the buyer accepted at the review. */
  conditionsVersion: string;
  onPaid: (order: PlacedOrder) => void;
  /** The store's new price, after a refusal because the cart changed. */
  onQuote: (quote: QuoteAnswer) => void;
  /** The store refused the order for a reason an earlier step settles (conditions not accepted, a method no longer offered). */
  onSentBack: (back: SentBack) => void;
  /** The delivery step's query, where "Modifier" leads. */
  deliveryStep: string;
}) {
  const locale = useLocale();
  const config = useRuntimeConfig();
  const { t } = useCheckoutTranslation();
  const [phase, setPhase] = useState<Phase>('idle');
  const [failure, setFailure] = useState<string | null>(null);
  // Another tab paid for this cart: its order's number, and no payment here any more.
  const [ordered, setOrdered] = useState<{ message: string } | null>(null);
  const [dropin, setDropin] = useState<PaymentFields | null>(null);
  // PayPal's approval, until it pays or the buyer leaves PayPal: the pay button then pays with it instead of the card.
  const [paypal, setPaypal] = useState<PayPalPayload | null>(null);
  // One key per payment attempt: a double click or a retry after a lost connection reuses it, so it never charges twice.
  const attempt = useRef<string | null>(null);
  const container = useRef<HTMLDivElement>(null);
  const total = quote?.totals.total ?? checkout.total;

  // The fields start with a client token from the store API, in the page's language; they are torn down when the step goes.
  useEffect(() => {
    if (!config || !container.current) return;
    let made: PaymentFields | null = null;
    let current = true;
    setDropin(null);
    setPaypal(null);
    clientToken(config, locale)
      .then((authorization) =>
        createPaymentFields({
          authorization,
          container: container.current!,
          locale,
          amount: total.toFixed(2),
          currency: checkout.currencyCode,
          texts: fieldTexts(t),
          ...(config.payments ? { localProviderOrigin: config.payments.localProviderOrigin } : {}),
        }),
      )
      .then((started) => {
        made = started;
        started.onPayPal((approved) => {
          if (current) setPaypal(approved);
        });
        if (current) setDropin(started);
        else void started.teardown();
      })
      .catch((error: unknown) => {
        if (current) setFailure(startFailureOf(error, locale));
      });
    return () => {
      current = false;
      void made?.teardown();
    };
    // The fields are made once per language; the amount PayPal shows is the one at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [config, locale]);

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    if (phase !== 'idle' || ordered || !config || !dropin || !quote) return;
    setFailure(null);
    try {
      setPhase('saving');
      saveCustomer(customer);
      // One frame per message, so each is shown and announced in the order of spec §4.
      await nextFrame();
      setPhase('validating');
      let nonce: string;
      if (paypal) {
        nonce = paypal.nonce;
        // A PayPal one-time nonce is spent by the sale: paying again needs a new approval.
        setPaypal(null);
      } else {
        const card = await dropin.tokenize();
        // 3-D Secure on every card: the issuer decides whether to challenge the buyer (common for Canadian cards).
        const decision = threeDSecureDecision(await dropin.verify3DS(verifyRequest(card, total, customer)));
        if (!decision.pay) throw new PaymentError(decision.reason);
        nonce = decision.nonce;
      }
      setPhase('savingOrder');
      attempt.current ??= newKey();
      const order = await placeOrder(
        config,
        locale,
        {
          cartId: checkout.id,
          customer,
          nonce,
          quote: quote.quote,
          // The methods that made this price (the buyer's, each class left out given its first method), and the conditions accepted.
          selection: quote.fulfilment.selection,
          acceptance: { conditionsVersion },
        },
        attempt.current,
      );
      setPhase('paid');
      onPaid(order);
    } catch (error) {
      setPhase('idle');
      const refused = refusalOf(error, locale);
      // The card fields show what to correct.
      if (refused.kind === 'fields') return;
      // After a lost connection the same attempt is retried; any other refusal makes the next click a new attempt.
      if (refused.kind !== 'message' || !refused.retry) attempt.current = null;
      if (refused.kind === 'sentBack') return onSentBack({ step: refused.step, message: refused.message });
      // The form goes, the provider's frames with it: nothing is left to pay with.
      if (refused.kind === 'ordered') return setOrdered({ message: refused.message });
      if (refused.quote) onQuote(refused.quote);
      setFailure(refused.message);
    }
  };

  const busy = phase !== 'idle';
  return (
    <div className={styles.payment}>
      <DeliveryRecap customer={customer} deliveryStep={deliveryStep} />
      {/* The title and its note stay outside the card fields' scroll box (spec §9: at most 500 px high), so they never scroll out of sight. */}
      {ordered ? (
        <AlreadyOrdered message={ordered.message} orderedCheckout={checkout.id} />
      ) : (
        <section aria-labelledby="dropin-title" className={styles.dropinSection}>
          <h2 id="dropin-title">{t('checkout.dropin')}</h2>
          <p className={styles.small}>{t('checkout.dropinNote')}</p>
          <form
            onSubmit={(event) => void pay(event)}
            noValidate
            className={styles.paymentForm}
            aria-labelledby="dropin-title"
            data-testid="dropin"
          >
            {/* Focusable: on a phone the provider's form is taller than the box, which keyboard users scroll too. */}
            <div
              className={styles.dropin}
              data-testid="card-fields"
              aria-busy={!dropin}
              tabIndex={0}
              role="group"
              aria-labelledby="dropin-title"
            >
              {!dropin && !failure && <p className={styles.small}>{t('checkout.dropinLoading')}</p>}
              {/* The provider's own: React never renders into it. */}
              <div ref={container} />
            </div>
            {paypal && (
              <p className={styles.small} data-testid="paypal-approved">
                {t('checkout.paypalApproved', { email: paypal.details.email ?? '' })}
              </p>
            )}
            <p role="status" aria-live="polite" className={styles.phase} data-testid="payment-phase">
              {phase !== 'idle' ? t(PHASE_TEXT[phase]) : ''}
            </p>
            {failure && (
              <p role="alert" className={styles.failure} data-testid="payment-error">
                {failure}
              </p>
            )}
            <button type="submit" className={styles.primary} disabled={busy || !dropin || !quote} aria-disabled={busy || !dropin || !quote}>
              {busy ? t('checkout.paying') : t('checkout.pay', { amount: formatMoney(total, checkout.currencyCode, locale) })}
            </button>
            {/* Spec §5: placing the order asks for an app-integrity token, whose hidden badge calls for the disclaimer. */}
            <TextWithLinks parts={recaptchaDisclaimer(locale)} className={styles.small} testId="integrity-disclaimer" />
          </form>
        </section>
      )}
    </div>
  );
}
