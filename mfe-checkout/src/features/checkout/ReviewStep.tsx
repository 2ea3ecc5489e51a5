// Owns the review before payment: the contract the buyer is about to make, in the page's language, as Quebec's Consumer
// Protection Act asks of a distance contract (s. 54.4, 54.5): the merchant, what is bought and at what price, how and when it
// leaves the store, each tax, the total in Canadian dollars, and the conditions in force, which the buyer accepts by ticking
// a box that is never ticked for them.
import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { conditionsOn, conditionsVersion, storeDay, versionText, type Checkout, type QuoteAnswer } from '@storefront/commerce';
import { localizedPath } from '@storefront/contracts';
import { formatMoney } from '@storefront/i18n';
import { useLocale } from '@storefront/platform';
import { VisuallyHidden } from '@storefront/ui';
import { useCheckoutTranslation } from '../../i18n';
import { LineTitle } from '../cart/LineTitle';
import type { CustomerDraft } from './customerStore';
import { DeliveryRecap } from './DeliveryRecap';
import { MerchantCard } from './MerchantCard';
import { ShipmentList } from './ShipmentList';
import { Totals } from './Totals';
import styles from './Checkout.module.css';

/** The conditions of a version, or those in force today when the version is unknown here (a newer release of the API). */
export const conditionsOf = (version: string) => conditionsVersion(version) ?? conditionsOn(storeDay());

export function ReviewStep({
  checkout,
  quote,
  customer,
  deliveryStep,
  methodStep,
  notice,
  onAccept,
}: {
  checkout: Checkout;
  quote: QuoteAnswer;
  customer: CustomerDraft;
  /** The delivery and method steps' queries, where each "Modifier" leads. */
  deliveryStep: string;
  methodStep: string;
  /** A message brought back from payment (the conditions changed, or were not accepted). */
  notice: string | null;
  onAccept: (conditionsVersion: string) => void;
}) {
  const locale = useLocale();
  const { t } = useCheckoutTranslation();
  const [ticked, setTicked] = useState(false);
  const [refused, setRefused] = useState(false);
  const box = useRef<HTMLInputElement>(null);
  const currency = quote.currencyCode;
  const money = (amount: number) => formatMoney(amount, currency, locale);
  const conditions = conditionsOf(quote.conditionsVersion);
  const version = quote.conditionsVersion;
  const lineOf = (id: string) => {
    const line = checkout.lineItems.find((item) => item.id === id);
    return line ? <LineTitle title={line.title} variantTitle={line.variantTitle} quantity={line.quantity} /> : null;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ticked) {
      setRefused(true);
      box.current?.focus();
      return;
    }
    onAccept(version);
  };

  return (
    <div className={styles.review} data-testid="review">
      <p className={styles.small}>{t('checkout.reviewIntro')}</p>
      {notice && (
        <p role="alert" className={styles.failure} data-testid="review-notice">
          {notice}
        </p>
      )}
      <MerchantCard merchant={quote.merchant} id="review-merchant" />
      <DeliveryRecap customer={customer} deliveryStep={deliveryStep} />

      <section className={styles.card} aria-labelledby="review-items" data-testid="review-items">
        <h2 id="review-items">{t('checkout.items')}</h2>
        <ul className={styles.summaryLines}>
          {checkout.lineItems.map((line) => (
            <li key={line.id} data-testid="review-line">
              <span>
                <LineTitle title={line.title} variantTitle={line.variantTitle} />
                <br />
                <span className={styles.small}>{t('checkout.lineDetail', { quantity: line.quantity, price: money(line.price) })}</span>
              </span>
              <span>{money(line.price * line.quantity)}</span>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.card} aria-labelledby="review-shipments" data-testid="review-shipments">
        <div className={styles.cardHead}>
          <h2 id="review-shipments">{t('checkout.shipments')}</h2>
          <Link to={{ search: methodStep }} data-testid="edit-methods">
            {t('checkout.edit')}
            <VisuallyHidden> {t('checkout.editMethods')}</VisuallyHidden>
          </Link>
        </div>
        <ShipmentList shipments={quote.fulfilment.shipments} lineOf={lineOf} merchant={quote.merchant} currencyCode={currency} />
      </section>

      <section className={styles.card} aria-labelledby="review-prices" data-testid="review-prices">
        <h2 id="review-prices">{t('checkout.prices')}</h2>
        <Totals
          totals={quote.totals}
          currencyCode={currency}
          promoCode={checkout.discountCodes.find((c) => c.applicable)?.code.toUpperCase()}
          totalLabel={t('checkout.totalCad')}
        />
      </section>

      <section className={styles.card} aria-labelledby="review-conditions" data-testid="review-conditions">
        <h2 id="review-conditions">{t('checkout.conditions')}</h2>
        <p className={styles.small}>{t('checkout.conditionsVersion', { version: versionText(version) })}</p>
        <ul className={styles.clauses}>
          {conditions.clauses[locale].map((clause) => (
            <li key={clause.id} data-clause={clause.id}>
              <h3>{clause.title}</h3>
              <p>{clause.text}</p>
            </li>
          ))}
        </ul>
        <ul className={styles.conditionsLinks}>
          <li>
            <a href={localizedPath('purchaseConditions', locale)} target="_blank" rel="noopener">
              {t('checkout.conditionsPage')}
              <VisuallyHidden> {t('checkout.newTab')}</VisuallyHidden>
            </a>
          </li>
          {locale !== 'fr' && (
            <li>
              <a
                href={localizedPath('purchaseConditions', 'fr')}
                hrefLang="fr"
                target="_blank"
                rel="noopener"
                data-testid="conditions-french"
              >
                {t('checkout.conditionsFrench')}
                <VisuallyHidden> {t('checkout.newTab')}</VisuallyHidden>
              </a>
            </li>
          )}
        </ul>
      </section>

      <form onSubmit={submit} noValidate className={styles.acceptForm} aria-labelledby="checkout-step-title">
        <div className={styles.consent}>
          <input
            ref={box}
            id="accept-conditions"
            name="acceptConditions"
            type="checkbox"
            checked={ticked}
            onChange={(event) => {
              setTicked(event.target.checked);
              if (event.target.checked) setRefused(false);
            }}
            aria-invalid={refused ? true : undefined}
            aria-describedby={refused ? 'accept-conditions-error' : undefined}
          />
          <label htmlFor="accept-conditions">{t('checkout.acceptLabel', { version: versionText(version) })}</label>
          {refused && (
            <p id="accept-conditions-error" className={styles.fieldError} role="alert" data-testid="error-accept">
              {t('checkout.acceptRequired')}
            </p>
          )}
        </div>
        <div className={styles.actions}>
          <button type="submit" className={styles.primary}>
            {t('checkout.accept')}
          </button>
        </div>
      </form>
    </div>
  );
}
