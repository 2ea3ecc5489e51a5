// Owns the checkout page (/fr/paiement, /en/checkout): the step in the URL, the breadcrumb of the active step, the closed-shop switch, and the five steps
// (delivery details, delivery methods, the review whose conditions the buyer accepts, payment, confirmation); the server renders its frame and the
// empty delivery form (or the empty cart's message when the lines cookie counts none), the cart and the order show once the browser reads them.
import { useEffect, useRef, useState } from 'react';
import { Link, useLoaderData, useNavigate, useSearchParams } from 'react-router';
import { isProvinceCode, orderStateMessage, type FulfilmentClass, type FulfilmentSelection, type MethodChoice } from '@storefront/commerce';
import { localizedPath, type Locale } from '@storefront/contracts';
import { formatLabel } from '@storefront/i18n';
import { useLocale, useRuntimeConfig, type PageLoaderArgs } from '@storefront/platform';
import { Breadcrumb } from '@storefront/ui';
import { isCanadianPostalCode, normalizePostalCode, postalCodeAgrees } from '@storefront/validation';
import { useCheckoutTranslation } from '../../i18n';
import { expectedLines } from '../cart/cartCookie';
import { cartShown } from '../cart/cartShown';
import { useCart } from '../cart/useCart';
import { Pending, scripted } from '../pending/Pending';
import { loadAcceptance, loadSelection, saveAcceptance, saveSelection } from './choiceStore';
import { EMPTY_CUSTOMER, loadCustomer, saveCustomer, type CustomerDraft } from './customerStore';
import { changedFields, DeliveryStep, errorsOf } from './DeliveryStep';
import { OrderSummary } from './OrderSummary';
import { AlreadyOrdered, ConfirmationStep, MethodStep, PaymentStep, ReviewStep } from './laterSteps';
import type { SentBack } from './PaymentStep';
import { keepOrderAccess, linkedOrderAccess, orderAccess } from './orderAccess';
import { orderAvailability, readOrder, type PlacedOrder } from './storeApi';
import { useQuote, type Destination } from './useQuote';
import styles from './Checkout.module.css';

export type Step = 'delivery' | 'method' | 'review' | 'payment' | 'confirmation';
const STEPS: Step[] = ['delivery', 'method', 'review', 'payment', 'confirmation'];

/** The step's name in the URL, in the page's language: /fr/paiement?etape=mode-livraison, /en/checkout?step=method. */
export const STEP_URL: Record<Locale, { param: string; values: Record<Step, string> }> = {
  fr: {
    param: 'etape',
    values: { delivery: 'livraison', method: 'mode-livraison', review: 'revision', payment: 'paiement', confirmation: 'confirmation' },
  },
  en: {
    param: 'step',
    values: { delivery: 'delivery', method: 'method', review: 'review', payment: 'payment', confirmation: 'confirmation' },
  },
};

/** Where the order goes, once the postal code is whole and agrees with the province (the store prices nothing else). */
function destinationOf(customer: CustomerDraft): Destination | null {
  if (!isProvinceCode(customer.province) || !isCanadianPostalCode(customer.postalCode)) return null;
  const postalCode = normalizePostalCode(customer.postalCode);
  return postalCodeAgrees(postalCode, customer.province) ? { province: customer.province, postalCode } : null;
}

/** The step, read in the page's language first, then in the other: the language switch keeps the query as it was. */
function stepOf(params: URLSearchParams, locale: Locale): Step {
  for (const { param, values } of [STEP_URL[locale], STEP_URL[locale === 'fr' ? 'en' : 'fr']]) {
    const value = params.get(param);
    const step = STEPS.find((candidate) => values[candidate] === value);
    if (step) return step;
  }
  return 'delivery';
}

/**
 * Whether the store takes orders now (the closed-shop switch), and how many lines the visitor's cart had when last seen (the
 * lines cookie): the server renders the steps' frame, or the empty cart's message, never the cart itself.
 */
export async function loader({ config, locale, request }: PageLoaderArgs) {
  return { open: await orderAvailability(config, locale), expectedLines: expectedLines(request) };
}

export default function CheckoutPage() {
  const locale = useLocale();
  const config = useRuntimeConfig();
  const { t } = useCheckoutTranslation();
  const { open, expectedLines: expected } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const step = stepOf(params, locale);
  const { cart, state } = useCart();
  const checkout = state.checkout;
  const [customer, setCustomer] = useState<CustomerDraft>(EMPTY_CUSTOMER);
  // The methods the buyer chose (each class left out takes the store's first method), and the conditions' version accepted at the review.
  const [selection, setSelection] = useState<FulfilmentSelection>({});
  // The latest choices, ahead of the next render: on a slow phone a second group's choice can come before the first one's
  // render, and must not build on the choices that render had (it would undo the first).
  const latestSelection = useRef(selection);
  useEffect(() => {
    latestSelection.current = selection;
  }, [selection]);
  const [accepted, setAccepted] = useState<string | null>(null);
  // What a refusal at a later step says on the step it sends the buyer back to.
  const [notice, setNotice] = useState<SentBack | null>(null);
  const [restored, setRestored] = useState(false);
  // The order as last read, and the language it was read in (its product titles follow the page's language).
  const [placed, setPlaced] = useState<{ order: PlacedOrder; locale: Locale } | null>(null);
  const order = placed?.order ?? null;
  const [orderMissing, setOrderMissing] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const firstStep = useRef(true);
  // A choice the store no longer offers (a pickup day gone by, kept in this tab): the store's own choice again, and its message.
  const {
    quote,
    latest,
    refusal,
    replace: replaceQuote,
  } = useQuote(checkout, destinationOf(customer), selection, (refused) => {
    if (refused.key !== 'methodInvalid' || Object.keys(selection).length === 0) return;
    setNotice({ step: 'method', message: refused.message ?? '' });
    setSelection({});
    saveSelection({});
  });

  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    // The saved draft is read after hydration, so the server's render and the first browser render agree; what the visitor
    // typed into the server's fields before then is in the page only (hydration keeps it, React's state does not have it).
    const typed = changedFields(form.current);
    const restoredDraft = { ...loadCustomer(), ...typed };
    if (Object.keys(typed).length > 0) saveCustomer(restoredDraft);
    setCustomer(restoredDraft);
    setSelection(loadSelection());
    setAccepted(loadAcceptance());
    setRestored(true);
  }, []);

  const go = (next: Step, extra: Record<string, string> = {}, replace = false) =>
    void navigate(
      { search: `?${new URLSearchParams({ [STEP_URL[locale].param]: STEP_URL[locale].values[next], ...extra })}` },
      { replace },
    );

  // The methods, the review and payment need complete delivery information: a visitor who lands there without it goes back to it.
  // Payment needs the review's conditions accepted, in the version the store has in force: otherwise the review again.
  const conditionsInForce = (quote ?? latest)?.conditionsVersion ?? null;
  useEffect(() => {
    if (!restored || step === 'delivery' || step === 'confirmation') return;
    if (Object.keys(errorsOf(customer, locale)).length > 0) return go('delivery', {}, true);
    if (step === 'payment' && (accepted === null || (conditionsInForce !== null && conditionsInForce !== accepted))) go('review', {}, true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- checked once the saved information is back, on step change, and when the conditions in force are known
  }, [restored, step, conditionsInForce]);

  // The signed link of the buyer's mail carries the order's key in its fragment: kept for the tab, and taken out of the address.
  const orderId = params.get('commande') ?? params.get('order');
  useEffect(() => {
    if (step === 'confirmation' && orderId) linkedOrderAccess(orderId);
  }, [step, orderId]);

  // After a reload of the confirmation (or a change of language), the order is read again with the key this tab kept.
  useEffect(() => {
    if (step !== 'confirmation' || !config || !orderId || (placed?.order.id === orderId && placed.locale === locale)) return;
    const orderKey = orderAccess(orderId);
    // Without the key this tab kept (another tab, or after 24 hours) or the mail's, the order is not shown: it is its buyer's alone.
    (orderKey ? readOrder(config, locale, orderId, orderKey) : Promise.reject(new Error('no access key'))).then(
      (read) => setPlaced({ order: read, locale }),
      () => setOrderMissing(true),
    );
  }, [step, config, locale, orderId, placed]);

  // The next step's code comes while the buyer is on this one.
  useEffect(() => {
    const next = { method: ReviewStep, review: PaymentStep, payment: ConfirmationStep } as const;
    if (step in next) next[step as keyof typeof next].preload();
  }, [step]);

  // Each new step takes the focus on its heading, so keyboard and screen-reader users start there.
  useEffect(() => {
    if (firstStep.current) return void (firstStep.current = false);
    heading.current?.focus();
  }, [step]);

  const update = (next: CustomerDraft) => {
    setCustomer(next);
    saveCustomer(next);
  };
  const choose = (kind: FulfilmentClass, choice: MethodChoice) => {
    const next = { ...latestSelection.current, [kind]: choice };
    latestSelection.current = next;
    setNotice(null);
    setSelection(next);
    saveSelection(next);
  };
  const accept = (version: string) => {
    setAccepted(version);
    saveAcceptance(version);
    setNotice(null);
    go('payment');
  };
  const sentBack = (back: SentBack) => {
    if (back.step === 'review') {
      setAccepted(null);
      saveAcceptance(null);
    }
    setNotice(back);
    go(back.step);
  };
  const stepQuery = (target: Step) => `?${STEP_URL[locale].param}=${STEP_URL[locale].values[target]}`;
  const noticeOn = (target: Step) => (notice?.step === target ? notice.message : null);
  const paid = (order: PlacedOrder) => {
    setPlaced({ order, locale });
    // The next visit (and this tab's next add) starts a new checkout.
    cart?.markComplete();
    void cart?.start();
    keepOrderAccess(order.id, order.accessKey, order.accessKeyExpiresAt);
    // Its methods and its acceptance were this order's: the next checkout (a new visit of the page) chooses and accepts again.
    // Kept in this page's state until then, so nothing sends the confirmation back to the review.
    saveSelection({});
    saveAcceptance(null);
    go('confirmation', locale === 'fr' ? { commande: order.id } : { order: order.id });
  };

  const needsScript = t('checkout.needsScript', { phone: config?.store.phone ?? '' });
  const emptyCart = cartShown(state, expected).kind === 'empty';
  // Every step but the confirmation has the order summary beside it (the confirmation's cards carry the order's own); its frame until
  // the cart is read; while a new choice of methods is priced, the last totals marked as updating.
  const summary =
    open && step !== 'confirmation' && !emptyCart ? (
      <OrderSummary
        checkout={state.ready ? checkout : null}
        totals={(quote ?? latest)?.totals ?? null}
        updating={!quote && !!latest && !refusal}
      />
    ) : null;
  // What stands in a step's place while its data, or its code (laterSteps.tsx), comes.
  const loading = <Pending loading={t('cart.loading')} needsScript={needsScript} />;
  let body;
  if (!open) {
    body = (
      <p className={styles.closed} role="status" data-testid="shop-closed">
        {t('checkout.closed', { phone: config?.store.phone ?? '' })}
      </p>
    );
  } else if (step === 'confirmation') {
    body = order ? (
      <ConfirmationStep order={order} fallback={<Pending loading={t('checkout.loadingOrder')} needsScript={needsScript} />} />
    ) : orderMissing ? (
      <p role="status">{t('checkout.orderMissing')}</p>
    ) : (
      <Pending loading={t('checkout.loadingOrder')} needsScript={needsScript} />
    );
  } else if (emptyCart) {
    body = (
      <>
        <p data-testid="checkout-empty" className={scripted}>
          {t('checkout.emptyCart')} <Link to={localizedPath('cart', locale)}>{t('checkout.backToCart')}</Link>
        </p>
        <Pending needsScript={needsScript} />
      </>
    );
  } else if (step === 'delivery') {
    // Rendered by the server too, its fields empty (never a visitor's data): typing may start before the page hydrates.
    body = (
      <>
        {/* The methods' code is fetched as the buyer starts on the form, so going on never waits for it. */}
        <div onFocus={MethodStep.preload}>
          <DeliveryStep customer={customer} onChange={update} onDone={() => go('method')} formRef={form} />
        </div>
        {!restored && <Pending needsScript={needsScript} />}
      </>
    );
  } else if (!checkout || !restored) {
    body = loading;
  } else if (refusal?.key === 'alreadyOrdered') {
    // Paid for in another tab while this one chose its methods: no price, no payment, a new cart.
    body = (
      <AlreadyOrdered
        message={refusal.message ?? orderStateMessage('alreadyOrdered', locale)}
        orderedCheckout={checkout.id}
        fallback={loading}
      />
    );
  } else if (step === 'method') {
    body = (
      <MethodStep
        checkout={checkout}
        quote={quote ?? latest}
        current={!!quote}
        selection={selection}
        refusal={refusal?.message ?? null}
        notice={noticeOn('method')}
        onChoose={choose}
        onDone={() => go('review')}
        fallback={loading}
      />
    );
  } else if (step === 'review') {
    body = quote ? (
      <ReviewStep
        checkout={checkout}
        quote={quote}
        customer={customer}
        deliveryStep={stepQuery('delivery')}
        methodStep={stepQuery('method')}
        notice={noticeOn('review')}
        onAccept={accept}
        fallback={loading}
      />
    ) : refusal ? (
      <p role="alert" className={styles.failure} data-testid="review-error">
        {refusal.message}
      </p>
    ) : (
      loading
    );
  } else if (accepted === null) {
    // On the way back to the review.
    body = loading;
  } else {
    body = (
      <PaymentStep
        checkout={checkout}
        quote={quote}
        onQuote={(next) => {
          replaceQuote(next);
          // The cart as the store has it now (changed in another tab), so the summary shows what the new price is for.
          void cart?.start();
        }}
        customer={customer}
        conditionsVersion={accepted}
        onPaid={paid}
        onSentBack={sentBack}
        deliveryStep={stepQuery('delivery')}
        fallback={loading}
      />
    );
  }

  const index = STEPS.indexOf(step);
  return (
    <article className={styles.page} data-page="checkout">
      <h1>{t('checkout.title')}</h1>
      <Breadcrumb
        label={t('checkout.breadcrumb')}
        variant="step"
        items={[
          {
            key: step,
            current: 'step',
            content: (
              <>
                <span className={styles.stepOf}>{formatLabel(t('checkout.stepOf', { n: index + 1 }), locale)} </span>
                {t(`checkout.steps.${step}`)}
              </>
            ),
          },
        ]}
      />
      <div className={summary ? styles.withSummary : undefined}>
        {summary}
        <div className={styles.stepBody}>
          <h2 id="checkout-step-title" ref={heading} tabIndex={-1} className={styles.stepTitle}>
            {t(`checkout.steps.${step}`)}
          </h2>
          {body}
        </div>
      </div>
    </article>
  );
}
