// Owns the payment step: the delivery information recalled, the card drop-in (tokenized by the gateway), and the payment messages of spec §4 in order.
import { useRef, useState, type FormEvent } from 'react';
import { recaptchaDisclaimer } from '@storefront/catalogue-data/app-integrity';
import { paymentErrorMessage, type Checkout, type OrderTotals } from '@storefront/commerce';
import { formatMoney } from '@storefront/i18n';
import { useLocale, useRuntimeConfig } from '@storefront/platform';
import { TextWithLinks } from '@storefront/ui';
import { checkCard, cvvLength, cardBrand, fieldLabel, formatCardNumber, FIELD_OF, type CardField, type CardInput } from '@storefront/validation';
import { useCheckoutTranslation } from '../../i18n';
import { saveCustomer, type CustomerDraft } from './customerStore';
import { DeliveryRecap } from './DeliveryRecap';
import { Field } from './Field';
import { OrderError, placeOrder, tokenizeCard, type PlacedOrder } from './storeApi';
import styles from './Checkout.module.css';

type Phase = 'idle' | 'saving' | 'validating' | 'savingOrder' | 'paid';
const PHASE_TEXT = { saving: 'checkout.saving', validating: 'checkout.validating', savingOrder: 'checkout.savingOrder', paid: 'checkout.paid' } as const;

const EMPTY_CARD: CardInput = { holder: '', number: '', expiry: '', cvv: '' };

/** MM/YY as it is typed: the slash comes by itself after the month. */
const formatExpiry = (value: string) => {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
};

const newKey = () => crypto.randomUUID();
const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

export function PaymentStep({
  checkout,
  totals,
  customer,
  onPaid,
  deliveryStep,
}: {
  checkout: Checkout;
  totals: OrderTotals | null;
  customer: CustomerDraft;
  onPaid: (order: PlacedOrder) => void;
  /** The delivery step's query, where "Modifier" leads. */
  deliveryStep: string;
}) {
  const locale = useLocale();
  const config = useRuntimeConfig();
  const { t } = useCheckoutTranslation();
  const [card, setCard] = useState<CardInput>(EMPTY_CARD);
  const [touched, setTouched] = useState<Partial<Record<CardField, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverFields, setServerFields] = useState<Partial<Record<CardField, string>>>({});
  const [phase, setPhase] = useState<Phase>('idle');
  const [failure, setFailure] = useState<string | null>(null);
  // One key per payment attempt: a double click or a retry after a lost connection reuses it, so it never charges twice.
  const attempt = useRef<string | null>(null);
  const form = useRef<HTMLFormElement>(null);

  const errors = Object.fromEntries(checkCard(card, locale, new Date()).map((e) => [e.field, e.message])) as Partial<Record<CardField, string>>;
  const shown = (field: CardField) => (submitted || touched[field] ? (errors[field] ?? serverFields[field]) : serverFields[field]);
  const set = (field: CardField, value: string) => {
    setCard((was) => ({ ...was, [field]: value }));
    setServerFields((was) => ({ ...was, [field]: undefined }));
  };
  const brand = cardBrand(card.number);

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    if (phase !== 'idle' || !config) return;
    setSubmitted(true);
    setFailure(null);
    if (Object.keys(errors).length > 0) {
      const first = (['holder', 'number', 'expiry', 'cvv'] as const).find((field) => errors[field]);
      form.current?.querySelector<HTMLInputElement>(`#card-${first}`)?.focus();
      return;
    }
    attempt.current ??= newKey();
    try {
      setPhase('saving');
      saveCustomer(customer);
      // One frame per message, so each is shown and announced in the order of spec §4.
      await nextFrame();
      setPhase('validating');
      const { token } = await tokenizeCard(config, locale, card);
      setPhase('savingOrder');
      const order = await placeOrder(config, locale, { cartId: checkout.id, customer, paymentToken: token, idempotencyKey: attempt.current! });
      setPhase('paid');
      onPaid(order);
    } catch (error) {
      setPhase('idle');
      const refused = error instanceof OrderError ? error : new OrderError('default', null);
      // After a lost connection the same attempt is retried; any other refusal makes the next click a new attempt.
      if (refused.key !== 'connexion') attempt.current = null;
      const cardFields = Object.fromEntries(refused.fields.filter((f) => f.field in FIELD_OF).map((f) => [f.field, f.message]));
      setServerFields(cardFields);
      setFailure(refused.serverMessage && refused.key !== 'default' ? refused.serverMessage : paymentErrorMessage(refused.key, locale));
    }
  };

  const busy = phase !== 'idle';
  return (
    <div className={styles.payment}>
      <DeliveryRecap customer={customer} deliveryStep={deliveryStep} />
      {/* The title and its note stay outside the drop-in's scroll box (spec §9: at most 500 px high), so they never scroll out of sight. */}
      <section aria-labelledby="dropin-title" className={styles.dropinSection}>
        <h2 id="dropin-title">{t('checkout.dropin')}</h2>
        <p className={styles.small}>{t('checkout.dropinNote')}</p>
        <form ref={form} onSubmit={(event) => void pay(event)} noValidate className={styles.dropin} aria-labelledby="dropin-title" data-testid="dropin">
          <Field
            id="card-holder"
            label={fieldLabel('cardHolder', locale)}
            required
            autoComplete="cc-name"
            value={card.holder}
            error={shown('holder')}
            onChange={(event) => set('holder', event.target.value)}
            onBlur={() => setTouched((was) => ({ ...was, holder: true }))}
          />
          <Field
            id="card-number"
            label={fieldLabel('cardNumber', locale)}
            required
            inputMode="numeric"
            autoComplete="cc-number"
            value={card.number}
            error={shown('number')}
            onChange={(event) => set('number', formatCardNumber(event.target.value))}
            onBlur={() => setTouched((was) => ({ ...was, number: true }))}
          />
          <div className={styles.cardRow}>
            <Field
              id="card-expiry"
              label={fieldLabel('cardExpiry', locale)}
              required
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder={locale === 'fr' ? 'MM/AA' : 'MM/YY'}
              value={card.expiry}
              error={shown('expiry')}
              onChange={(event) => set('expiry', formatExpiry(event.target.value))}
              onBlur={() => setTouched((was) => ({ ...was, expiry: true }))}
            />
            <Field
              id="card-cvv"
              label={fieldLabel('cardCvv', locale)}
              required
              inputMode="numeric"
              autoComplete="cc-csc"
              maxLength={cvvLength(brand)}
              value={card.cvv}
              error={shown('cvv')}
              onChange={(event) => set('cvv', event.target.value.replace(/\D/g, ''))}
              onBlur={() => setTouched((was) => ({ ...was, cvv: true }))}
            />
          </div>
          <p role="status" aria-live="polite" className={styles.phase} data-testid="payment-phase">
            {phase !== 'idle' ? t(PHASE_TEXT[phase]) : ''}
          </p>
          {failure && (
            <p role="alert" className={styles.failure} data-testid="payment-error">
              {failure}
            </p>
          )}
          <button type="submit" className={styles.primary} disabled={busy} aria-disabled={busy}>
            {busy ? t('checkout.paying') : t('checkout.pay', { amount: formatMoney(totals?.total ?? checkout.total, checkout.currencyCode, locale) })}
          </button>
          {/* Spec §5: placing the order asks for an app-integrity token, whose hidden badge calls for the disclaimer. */}
          <TextWithLinks parts={recaptchaDisclaimer(locale)} className={styles.small} testId="integrity-disclaimer" />
        </form>
      </section>
    </div>
  );
}
