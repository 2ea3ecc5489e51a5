// Owns the checkout page (/fr/paiement, /en/checkout): the step in the URL, the breadcrumb of the active step, the closed-shop switch, and the three steps;
// the server renders its frame and the empty delivery form, the cart and the order show once the browser reads them.
import { useEffect, useRef, useState } from 'react';
import { Link, useLoaderData, useNavigate, useSearchParams } from 'react-router';
import { isProvinceCode } from '@storefront/commerce';
import { localizedPath, type Locale } from '@storefront/contracts';
import { formatLabel } from '@storefront/i18n';
import { useLocale, useRuntimeConfig, type PageLoaderArgs } from '@storefront/platform';
import { useCheckoutTranslation } from '../../i18n';
import { useCart } from '../cart/useCart';
import { Pending } from '../pending/Pending';
import { ConfirmationStep } from './ConfirmationStep';
import { EMPTY_CUSTOMER, loadCustomer, saveCustomer, type CustomerDraft } from './customerStore';
import { changedFields, DeliveryStep, errorsOf } from './DeliveryStep';
import { OrderSummary } from './OrderSummary';
import { PaymentStep } from './PaymentStep';
import { keepOrderAccess, orderAccess } from './orderAccess';
import { orderAvailability, readOrder, type PlacedOrder } from './storeApi';
import { useQuote } from './useQuote';
import styles from './Checkout.module.css';

export type Step = 'delivery' | 'payment' | 'confirmation';
const STEPS: Step[] = ['delivery', 'payment', 'confirmation'];

/** The step's name in the URL, in the page's language: /fr/paiement?etape=paiement, /en/checkout?step=payment. */
export const STEP_URL: Record<Locale, { param: string; values: Record<Step, string> }> = {
  fr: { param: 'etape', values: { delivery: 'livraison', payment: 'paiement', confirmation: 'confirmation' } },
  en: { param: 'step', values: { delivery: 'delivery', payment: 'payment', confirmation: 'confirmation' } },
};

/** The step, read in the page's language first, then in the other: the language switch keeps the query as it was. */
function stepOf(params: URLSearchParams, locale: Locale): Step {
  for (const { param, values } of [STEP_URL[locale], STEP_URL[locale === 'fr' ? 'en' : 'fr']]) {
    const value = params.get(param);
    const step = STEPS.find((candidate) => values[candidate] === value);
    if (step) return step;
  }
  return 'delivery';
}

/** Whether the store takes orders now (the closed-shop switch); never one visitor's data, so the frame renders on the server. */
export async function loader({ config }: PageLoaderArgs) {
  return { open: await orderAvailability(config) };
}

export default function CheckoutPage() {
  const locale = useLocale();
  const config = useRuntimeConfig();
  const { t } = useCheckoutTranslation();
  const { open } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const step = stepOf(params, locale);
  const { cart, state } = useCart();
  const checkout = state.checkout;
  const [customer, setCustomer] = useState<CustomerDraft>(EMPTY_CUSTOMER);
  const [restored, setRestored] = useState(false);
  // The order as last read, and the language it was read in (its product titles follow the page's language).
  const [placed, setPlaced] = useState<{ order: PlacedOrder; locale: Locale } | null>(null);
  const order = placed?.order ?? null;
  const [orderMissing, setOrderMissing] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const firstStep = useRef(true);
  const { quote, replace: replaceQuote } = useQuote(checkout, isProvinceCode(customer.province) ? customer.province : 'QC');

  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    // The saved draft is read after hydration, so the server's render and the first browser render agree; what the visitor
    // typed into the server's fields before then is in the page only (hydration keeps it, React's state does not have it).
    const typed = changedFields(form.current);
    const restoredDraft = { ...loadCustomer(), ...typed };
    if (Object.keys(typed).length > 0) saveCustomer(restoredDraft);
    setCustomer(restoredDraft);
    setRestored(true);
  }, []);

  const go = (next: Step, extra: Record<string, string> = {}, replace = false) =>
    void navigate(
      { search: `?${new URLSearchParams({ [STEP_URL[locale].param]: STEP_URL[locale].values[next], ...extra })}` },
      { replace },
    );

  // Payment needs complete delivery information: a visitor who lands there without it goes back to it.
  useEffect(() => {
    if (restored && step === 'payment' && Object.keys(errorsOf(customer, locale)).length > 0) go('delivery', {}, true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- checked once the saved information is back, and on step change
  }, [restored, step]);

  // After a reload of the confirmation (or a change of language), the order is read again with the key this tab kept.
  const orderId = params.get('commande') ?? params.get('order');
  useEffect(() => {
    if (step !== 'confirmation' || !config || !orderId || (placed?.order.id === orderId && placed.locale === locale)) return;
    const orderKey = orderAccess(orderId);
    // Without the key this tab kept (another tab, or after 24 hours) the order is not shown: it is its buyer's alone.
    (orderKey ? readOrder(config, locale, orderId, orderKey) : Promise.reject(new Error('no access key'))).then(
      (read) => setPlaced({ order: read, locale }),
      () => setOrderMissing(true),
    );
  }, [step, config, locale, orderId, placed]);

  // Each new step takes the focus on its heading, so keyboard and screen-reader users start there.
  useEffect(() => {
    if (firstStep.current) return void (firstStep.current = false);
    heading.current?.focus();
  }, [step]);

  const update = (next: CustomerDraft) => {
    setCustomer(next);
    saveCustomer(next);
  };
  const paid = (order: PlacedOrder) => {
    setPlaced({ order, locale });
    // The next visit (and this tab's next add) starts a new checkout.
    cart?.markComplete();
    void cart?.start();
    keepOrderAccess(order.id, order.accessKey, order.accessKeyExpiresAt);
    go('confirmation', locale === 'fr' ? { commande: order.id } : { order: order.id });
  };

  const lines = checkout?.lineItems ?? [];
  const needsScript = t('checkout.needsScript', { phone: config?.store.phone ?? '' });
  const emptyCart = state.ready && (!checkout || lines.length === 0);
  // Delivery and payment have the order summary beside them (the confirmation's cards carry the order's own); its frame until the cart is read.
  const summary =
    open && step !== 'confirmation' && !emptyCart ? (
      <OrderSummary checkout={state.ready ? checkout : null} totals={quote?.totals ?? null} />
    ) : null;
  let body;
  if (!open) {
    body = (
      <p className={styles.closed} role="status" data-testid="shop-closed">
        {t('checkout.closed', { phone: config?.store.phone ?? '' })}
      </p>
    );
  } else if (step === 'confirmation') {
    body = order ? (
      <ConfirmationStep order={order} />
    ) : orderMissing ? (
      <p role="status">{t('checkout.orderMissing')}</p>
    ) : (
      <Pending loading={t('checkout.loadingOrder')} needsScript={needsScript} />
    );
  } else if (emptyCart) {
    body = (
      <p data-testid="checkout-empty">
        {t('checkout.emptyCart')} <Link to={localizedPath('cart', locale)}>{t('checkout.backToCart')}</Link>
      </p>
    );
  } else if (step === 'delivery') {
    // Rendered by the server too, its fields empty (never a visitor's data): typing may start before the page hydrates.
    body = (
      <>
        <DeliveryStep customer={customer} onChange={update} onDone={() => go('payment')} formRef={form} />
        {!restored && <Pending needsScript={needsScript} />}
      </>
    );
  } else if (!checkout || !restored) {
    body = <Pending loading={t('cart.loading')} needsScript={needsScript} />;
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
        onPaid={paid}
        deliveryStep={`?${STEP_URL[locale].param}=${STEP_URL[locale].values.delivery}`}
      />
    );
  }

  const index = STEPS.indexOf(step);
  return (
    <article className={styles.page} data-page="checkout">
      <h1>{t('checkout.title')}</h1>
      <nav aria-label={t('checkout.breadcrumb')} data-breadcrumb className={styles.breadcrumb}>
        <ol>
          <li aria-current="step">
            <span className={styles.stepOf}>{formatLabel(t('checkout.stepOf', { n: index + 1 }), locale)} </span>
            {t(`checkout.steps.${step}`)}
          </li>
        </ol>
      </nav>
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
