// Owns the compare page: up to four saved products side by side (image, price, the specifications of their categories, brand,
// category, shared options, availability), each with "Ajouter au panier" and its removal, in a table that scrolls sideways on
// a phone with its row names kept in view; "Afficher seulement les différences" kept in the address (?differences=1).
import { useId, useState } from 'react';
import { Link, useLoaderData, useLocation, useNavigate, useSearchParams } from 'react-router';
import { imageSrcSet } from '@storefront/catalogue-data/images';
import { COMPARE_LIMIT } from '@storefront/commerce';
import { localizedPath } from '@storefront/contracts';
import { useLocale, useMediaUrl, type PageLoaderArgs } from '@storefront/platform';
import { VisuallyHidden } from '@storefront/ui';
import { useShopTranslation } from '../../i18n';
import { AddToCartButton } from '../card/AddToCartButton';
import { CardChoice } from '../card/CardChoice';
import { Price } from '../card/Price';
import { compareRows, differingRows, type CompareRowKey } from './compareRows';
import { SavedListFrame } from './SavedListFrame';
import { fetchCatalogueCodeEarly, useSavedProducts, type SavedProduct } from './useSavedProducts';
import { loadSaved, NOTHING_SAVED } from './savedLoader';
import styles from './SavedListPages.module.css';

fetchCatalogueCodeEarly('compare');

/** The products of the list's cookie, read by the server (ADR 0057). */
export const loader = (args: PageLoaderArgs) => loadSaved(args, 'compare');

const IMAGE_SIZE = 800;
/** A column is about 8rem wide on a phone, up to 16rem on a desktop (the table's width shared by at most four products beside the row names). */
const IMAGE_SIZES = '(min-width: 62em) 16rem, 8rem';

/** The address's switch for "Afficher seulement les différences", so a reload or a shared link keeps it. */
export const DIFFERENCES_PARAM = 'differences';

function CompareTable({ products, onRemove }: { products: SavedProduct[]; onRemove: (product: SavedProduct) => void }) {
  const locale = useLocale();
  const { t } = useShopTranslation();
  const media = useMediaUrl();
  const captionId = useId();
  const toggleId = useId();
  const [search] = useSearchParams();
  const { pathname, hash } = useLocation();
  const navigate = useNavigate();
  const labels: Record<CompareRowKey, string> = {
    price: t('compare.price'),
    seats: t('compare.rows.seats'),
    loungers: t('compare.rows.loungers'),
    jets: t('compare.rows.jets'),
    dimensions: t('compare.rows.dimensions'),
    volume: t('compare.rows.volume'),
    pumps: t('compare.rows.pumps'),
    electrical: t('compare.rows.electrical'),
    ingredient: t('compare.rows.ingredient'),
    strength: t('compare.rows.strength'),
    formats: t('compare.rows.formats'),
    unitPrice: t('compare.rows.unitPrice'),
    shape: t('compare.rows.shape'),
    wall: t('compare.rows.wall'),
    liner: t('compare.rows.liner'),
    material: t('compare.rows.material'),
    brand: t('compare.rows.brand'),
    category: t('compare.rows.category'),
    collection: t('compare.rows.collection'),
    type: t('compare.rows.type'),
    availability: t('compare.rows.availability'),
  };
  const availability: Record<string, string> = { online: t('compare.online'), store: t('compare.store') };
  const allRows = compareRows(
    products.map(({ product }) => product),
    locale,
  );
  // With one product there is nothing to tell apart: the switch is offered from two.
  const canDiffer = products.length > 1;
  const onlyDifferences = canDiffer && search.get(DIFFERENCES_PARAM) === '1';
  const rows = onlyDifferences ? differingRows(allRows) : allRows;
  const setOnlyDifferences = (on: boolean) => {
    const next = new URLSearchParams(search);
    if (on) next.set(DIFFERENCES_PARAM, '1');
    else next.delete(DIFFERENCES_PARAM);
    const query = next.toString();
    void navigate({ pathname, search: query ? `?${query}` : '', hash }, { replace: true, preventScrollReset: true });
  };
  return (
    <>
      {canDiffer && (
        <div className={styles.differences}>
          <input
            id={toggleId}
            type="checkbox"
            checked={onlyDifferences}
            onChange={(event) => setOnlyDifferences(event.target.checked)}
            data-testid="compare-differences"
          />
          <label htmlFor={toggleId}>{t('compare.onlyDifferences')}</label>
        </div>
      )}
      {/* Two products fit a phone beside the row names: only a third or fourth is swiped to. */}
      {products.length > 2 && <p className={styles.scrollHint}>{t('compare.scrollHint')}</p>}
      {/* Focusable so a keyboard can scroll it sideways; named by the table's caption. */}
      <div className={styles.tableScroll} role="region" aria-labelledby={captionId} tabIndex={0} data-testid="compare-table">
        <table className={styles.table}>
          <caption id={captionId} className={styles.caption}>
            {t('compare.caption', { count: products.length })}
          </caption>
          <thead>
            <tr>
              <td className={styles.corner} />
              {products.map(({ card }) => {
                const src = card.image ? media(card.image.src) : '';
                return (
                  <th key={card.id} scope="col" className={styles.productCell} data-handle={card.handle}>
                    {card.image ? (
                      <img
                        className={styles.productImage}
                        src={src}
                        srcSet={imageSrcSet(src, card.image.width ?? IMAGE_SIZE)}
                        sizes={IMAGE_SIZES}
                        alt=""
                        width={card.image.width ?? IMAGE_SIZE}
                        height={card.image.height ?? IMAGE_SIZE}
                        decoding="async"
                      />
                    ) : (
                      <div className={styles.productImage} />
                    )}
                    <Link className={styles.productName} to={localizedPath('productDetail', locale, { slug: card.handle })}>
                      {card.title}
                    </Link>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {onlyDifferences && rows.length === 0 && (
              <tr data-testid="compare-no-differences">
                <td colSpan={products.length + 1}>{t('compare.noDifferences')}</td>
              </tr>
            )}
            {rows.map((row) => (
              <tr key={row.kind === 'field' ? row.key : `option:${row.name}`} data-row={row.kind === 'field' ? row.key : row.name}>
                <th scope="row">{row.kind === 'field' ? labels[row.key] : row.name}</th>
                {row.values.map((value, at) => {
                  const { card } = products[at]!;
                  return (
                    <td key={card.id}>
                      {value === null ? (
                        <>
                          <span aria-hidden="true">—</span>
                          <VisuallyHidden>{t('compare.none')}</VisuallyHidden>
                        </>
                      ) : row.kind === 'field' && row.key === 'price' ? (
                        card.price && <Price price={card.price} locale={locale} />
                      ) : row.kind === 'field' && row.key === 'availability' ? (
                        availability[value]
                      ) : (
                        value
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
            <tr>
              <th scope="row">{t('compare.actions')}</th>
              {products.map((saved) => (
                <td key={saved.card.id}>
                  <div className={styles.cellActions}>
                    {saved.card.variantId && <AddToCartButton variantId={saved.card.variantId} title={saved.card.title} compact />}
                    {saved.card.choice && (
                      <CardChoice choice={saved.card.choice} title={saved.card.title} handle={saved.card.handle} locale={locale} />
                    )}
                    <button
                      type="button"
                      className={styles.remove}
                      aria-label={t('compare.removeOf', { title: saved.card.title })}
                      data-testid="compare-remove"
                      onClick={() => onRemove(saved)}
                    >
                      {t('compare.remove')}
                    </button>
                  </div>
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
    </>
  );
}

export default function ComparePage() {
  const { t } = useShopTranslation();
  const { state, remove } = useSavedProducts('compare', useLoaderData<typeof loader>() ?? NOTHING_SAVED);
  const [announcement, setAnnouncement] = useState('');
  return (
    <SavedListFrame
      page="compare"
      title={t('compare.title')}
      lead={t('compare.limit', { count: COMPARE_LIMIT })}
      state={state}
      announcement={announcement}
      empty={
        <>
          <p className={styles.emptyTitle}>{t('compare.empty')}</p>
          <p>{t('compare.emptyHint', { count: COMPARE_LIMIT })}</p>
        </>
      }
    >
      {(products) => (
        <CompareTable
          products={products}
          onRemove={({ card }) => {
            remove(card.id);
            setAnnouncement(t('compare.removed', { title: card.title }));
          }}
        />
      )}
    </SavedListFrame>
  );
}
