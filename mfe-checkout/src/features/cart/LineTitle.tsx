// Owns how a cart or order line names what was bought: its quantity when asked, the product's title, and the chosen variant ("— 4 kg").
import { variantName } from '@storefront/commerce';
import styles from './LineTitle.module.css';

export function LineTitle({
  title,
  variantTitle,
  quantity,
}: {
  title: string;
  variantTitle: string | null | undefined;
  quantity?: number;
}) {
  const variant = variantName(variantTitle);
  return (
    <span>
      {quantity !== undefined && `${quantity} × `}
      {title}
      {variant && (
        <>
          {' '}
          <span className={styles.variant} data-testid="line-variant">
            — {variant}
          </span>
        </>
      )}
    </span>
  );
}
