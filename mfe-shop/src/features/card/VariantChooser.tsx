// Owns the card's format chooser (ADR 0051): "Ajouter au panier" of a product sold in several formats asks which one, each
// with its price and whether it is for sale, and "Ajouter" sends the one chosen to the cart; nothing is added unseen.
import { useId, useState, type FormEvent } from 'react';
import { priceSummary } from '@storefront/commerce';
import type { Locale } from '@storefront/contracts';
import { bus } from '@storefront/platform';
import { DialogPanel } from '@storefront/ui';
import type { CardChoice } from '../listing/cardProduct';
import { defaultVariant } from '../product/variants';
import { useShopTranslation } from '../../i18n';
import { Price } from './Price';
import buttons from './AddToCartButton.module.css';
import styles from './VariantChooser.module.css';

export function VariantChooser({
  title,
  choice,
  locale,
}: {
  title: string;
  choice: Extract<CardChoice, { kind: 'formats' }>;
  locale: Locale;
}) {
  const { t } = useShopTranslation();
  const name = useId();
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState(() => defaultVariant(choice.variants)?.id ?? '');
  const add = (event: FormEvent) => {
    event.preventDefault();
    // The checkout remote owns this command, and confirms the add as it confirms any other.
    bus.send('cart:add', { variantId: chosen, quantity: 1 });
    setOpen(false);
  };
  return (
    <>
      <button
        type="button"
        className={`${buttons.add} ${buttons.compact}`}
        aria-haspopup="dialog"
        aria-label={t('product.addOf', { title })}
        onClick={() => setOpen(true)}
        data-testid="choose-variant"
      >
        {t('product.addToCart')}
      </button>
      <DialogPanel
        open={open}
        onOpenChange={setOpen}
        placement="sheet"
        title={title}
        closeLabel={t('chooser.close')}
        className={styles.panel}
        testId="variant-chooser"
      >
        <form className={styles.form} onSubmit={add}>
          <fieldset className={styles.options}>
            <legend className={styles.legend}>{choice.option}</legend>
            {choice.variants.map((variant) => {
              const price = priceSummary([variant]);
              return (
                <label key={variant.id} className={styles.option} data-available={variant.availableForSale}>
                  <input
                    type="radio"
                    name={name}
                    value={variant.id}
                    checked={chosen === variant.id}
                    disabled={!variant.availableForSale}
                    onChange={() => setChosen(variant.id)}
                  />
                  <span className={styles.title}>{variant.title}</span>
                  {price && <Price price={price} locale={locale} as="span" />}
                  <span className={styles.availability}>{variant.availableForSale ? t('chooser.inStock') : t('chooser.soldOut')}</span>
                </label>
              );
            })}
          </fieldset>
          <button type="submit" className={buttons.add}>
            {t('chooser.add')}
          </button>
        </form>
      </DialogPanel>
    </>
  );
}
