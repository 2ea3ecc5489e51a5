// Owns the quantity selector: a labelled number field with decrease and increase buttons (1 to 99).
import { useId } from 'react';
import { useShopTranslation } from '../../i18n';
import styles from './ProductDetailPage.module.css';

export const MAX_QUANTITY = 99;
const clamp = (value: number) => Math.min(MAX_QUANTITY, Math.max(1, Math.round(value) || 1));

export function QuantitySelector({ value, onChange }: { value: number; onChange: (value: number) => void }) {
  const { t } = useShopTranslation();
  const id = useId();
  return (
    <div className={styles.quantity}>
      <label htmlFor={id}>{t('product.quantity')}</label>
      <div className={styles.quantityRow}>
        <button
          type="button"
          className={styles.step}
          onClick={() => onChange(clamp(value - 1))}
          disabled={value <= 1}
          aria-label={t('product.decrease')}
        >
          −
        </button>
        <input
          id={id}
          className={styles.quantityInput}
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_QUANTITY}
          value={value}
          onChange={(event) => onChange(clamp(Number(event.target.value)))}
          data-testid="quantity"
        />
        <button
          type="button"
          className={styles.step}
          onClick={() => onChange(clamp(value + 1))}
          disabled={value >= MAX_QUANTITY}
          aria-label={t('product.increase')}
        >
          +
        </button>
      </div>
    </div>
  );
}
