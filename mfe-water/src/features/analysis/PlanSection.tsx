// Owns the treatment plan as the page shows and prints it: each step in order with its product (linked to its page), the
// amount in the product's units, the packages and the wait, and why a sanitizer step comes first; a missing or sold-out
// product offers the store's phone; and "Ajouter les produits au panier", which sends every product of the plan to the cart
// through the bus in one add (the shell's notice confirms it once).
import { localizedPath } from '@storefront/contracts';
import { bus, useLocale, useRuntimeConfig } from '@storefront/platform';
import { REFERENCE_STRENGTH, type DoseStep, type PlanStep } from '@storefront/water-chemistry';
import { useWaterTranslation } from '../../i18n';
import { formatAmount, formatNumber } from './format';
import type { PlanProduct } from './products';
import { cartLines } from './cartLines';
import styles from './Plan.module.css';

function StepProduct({ step, products }: { step: DoseStep; products: readonly PlanProduct[] }) {
  const { t } = useWaterTranslation();
  const locale = useLocale();
  const phone = useRuntimeConfig()?.store.phone;
  const chosen = step.choice && products.find((item) => item.product.id === step.choice?.product.id);
  const reference = formatAmount(step.reference.quantity, step.reference.unit, locale);
  if (step.choice && chosen) {
    return (
      <>
        <p className={styles.product}>
          <a href={localizedPath('productDetail', locale, { slug: chosen.handle })} data-testid="step-product">
            {chosen.title}
            {chosen.variantTitle ? ` (${chosen.variantTitle})` : ''}
          </a>
        </p>
        <p className={styles.dose} data-testid="step-dose">
          {t('analysis.plan.dose', { amount: formatAmount(step.choice.amount, chosen.product.unit, locale) })}{' '}
          <span className={styles.packages} data-testid="step-packages">
            {t('analysis.plan.packages', {
              count: step.choice.packages,
              size: `${formatNumber(chosen.product.packageSize, locale, 2)} ${chosen.product.unit}`,
            })}
          </span>
        </p>
      </>
    );
  }
  // No product of these kinds can be bought online now: the amount at the reference strength, and what the store can say.
  const unsold = products.find((item) => !item.available && step.ingredients.includes(item.product.ingredient));
  return (
    <div className={styles.unavailable} data-testid="step-unavailable">
      <p className={styles.dose}>
        {t('analysis.plan.reference', {
          amount: reference,
          ingredient: t(`analysis.plan.ingredients.${step.reference.ingredient}`),
          strength: formatNumber(REFERENCE_STRENGTH[step.reference.ingredient], locale, 2),
        })}
      </p>
      <p>
        {unsold?.soldOnline ? (
          <>
            <a href={localizedPath('productDetail', locale, { slug: unsold.handle })} data-testid="step-product">
              {unsold.title}
            </a>{' '}
            {t('analysis.plan.outOfStock')}
          </>
        ) : unsold ? (
          <>
            <a href={localizedPath('productDetail', locale, { slug: unsold.handle })} data-testid="step-product">
              {unsold.title}
            </a>{' '}
            {t('analysis.plan.inStoreOnly')}
          </>
        ) : (
          t('analysis.plan.notSold')
        )}{' '}
        {phone && (
          <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} data-testid="step-phone">
            {t('analysis.plan.call', { phone })}
          </a>
        )}
      </p>
    </div>
  );
}

function Wait({ step }: { step: PlanStep }) {
  const { t } = useWaterTranslation();
  const locale = useLocale();
  const { wait } = step;
  const text =
    'untilFreeChlorineBelow' in wait
      ? t('analysis.plan.waitShock', { level: formatNumber(wait.untilFreeChlorineBelow, locale, 1) })
      : t(wait.before === 'next-step' ? 'analysis.plan.waitNext' : 'analysis.plan.waitSwim', { count: wait.hours });
  return <p className={styles.wait}>{text}</p>;
}

export function PlanSection({
  plan,
  products,
  productsFailed,
}: {
  plan: PlanStep[] | undefined;
  products: readonly PlanProduct[];
  productsFailed: boolean;
}) {
  const { t } = useWaterTranslation();
  const locale = useLocale();
  const lines = plan ? cartLines(plan) : [];
  const n = (value: number) => formatNumber(value, locale, 2);
  const addAll = () => {
    // The checkout remote owns the command; if its cart runtime has not loaded yet, the bus keeps it until it does.
    bus.send('cart:add-lines', { lines });
  };
  return (
    <section className={styles.plan} aria-labelledby="water-plan-title" data-testid="plan">
      <h2 id="water-plan-title" className={styles.title}>
        {t('analysis.plan.title')}
      </h2>
      {productsFailed && <p className={styles.muted}>{t('analysis.error')}</p>}
      {!plan ? (
        <p className={styles.muted}>{t('analysis.plan.needsVolume')}</p>
      ) : plan.length === 0 ? (
        <p data-testid="plan-balanced">{t('analysis.plan.balanced')}</p>
      ) : (
        <>
          <p className={styles.muted}>{t('analysis.plan.lead')}</p>
          <ol className={styles.steps}>
            {plan.map((step, index) => (
              <li
                key={step.kind === 'dose' ? step.stage : step.kind}
                className={styles.step}
                data-testid="plan-step"
                data-stage={step.kind === 'dose' ? step.stage : step.kind}
                data-first={step.kind !== 'dilution' && step.first ? 'true' : undefined}
              >
                <h3 className={styles.stepTitle}>
                  <span className={styles.number}>{t('analysis.plan.step', { number: index + 1 })}</span>{' '}
                  {step.kind === 'dose'
                    ? t(`analysis.plan.stages.${step.shock ? 'shock' : step.stage}`)
                    : t(`analysis.plan.stages.${step.kind}`)}
                </h3>
                {step.kind !== 'dilution' && step.first && (
                  <p className={styles.first} data-testid="step-first">
                    {t(step.kind === 'bromine' ? 'analysis.plan.firstBromine' : 'analysis.plan.first', {
                      min: n(step.first.belowMinimum),
                    })}
                  </p>
                )}
                {step.kind === 'bromine' ? (
                  <>
                    <p className={styles.change}>{t('analysis.plan.change', { from: n(step.from), to: n(step.to) })}</p>
                    <p className={styles.dose}>{t('analysis.plan.bromine', { to: n(step.to) })}</p>
                  </>
                ) : step.kind === 'dilution' ? (
                  <>
                    <p className={styles.dose}>{t('analysis.plan.dilution', { percent: formatNumber(step.fraction * 100, locale, 0) })}</p>
                    <p>
                      {t('analysis.plan.dilutionBecause', {
                        readings: step.because.map((reading) => t(`analysis.plan.diluted.${reading}`)).join(', '),
                      })}
                    </p>
                    {!step.reachesTarget && <p>{t('analysis.plan.dilutionMax')}</p>}
                  </>
                ) : (
                  <>
                    <p className={styles.change}>{t('analysis.plan.change', { from: n(step.from), to: n(step.to) })}</p>
                    {step.basis && <p>{t('analysis.plan.basis', { cyanuricAcid: n(step.basis.cyanuricAcid) })}</p>}
                    <StepProduct step={step} products={products} />
                  </>
                )}
                <Wait step={step} />
              </li>
            ))}
          </ol>
          {lines.length > 0 && (
            <div className={styles.actions} data-print="hide">
              <button type="button" className={styles.primary} onClick={addAll} data-testid="add-plan-to-cart">
                {t('analysis.cart.add')}
              </button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
