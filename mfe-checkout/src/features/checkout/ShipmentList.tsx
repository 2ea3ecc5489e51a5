// Owns how the review and the receipt say how each part of the order leaves the store: its method, the lines it carries, its
// fee, and when and where (a window of days by post or freight, the day by truck, the day and time at the store's counter).
import { formatMoney, formatStoreDay, formatStoreTime, windowEnds } from '@storefront/i18n';
import type { ReactNode } from 'react';
import type { Locale } from '@storefront/contracts';
import { useLocale } from '@storefront/platform';
import { useCheckoutTranslation } from '../../i18n';
import type { Merchant, Shipment } from '@storefront/commerce';
import { storeAddress } from './MerchantCard';
import styles from './Checkout.module.css';

type Translate = ReturnType<typeof useCheckoutTranslation>['t'];

/** A fee in words: "Gratuit" or the amount. */
export const feeText = (fee: number, currencyCode: string, locale: Locale, t: Translate) =>
  fee === 0 ? t('checkout.free') : formatMoney(fee, currencyCode, locale);

/** "Livraison prévue entre le 9 et le 16 décembre" (or "le 9 décembre" when the window is one day). */
export function windowText(window: { from: string; to: string }, locale: Locale, t: Translate): string {
  const ends = windowEnds(window, locale);
  return ends.to ? t('checkout.offerWindow', ends) : t('checkout.offerOn', { day: ends.from });
}

/** When a shipment arrives or may be picked up, in words. */
export function shipmentWhen(shipment: Pick<Shipment, 'method' | 'date' | 'time' | 'window'>, locale: Locale, t: Translate): string | null {
  if (shipment.method === 'pickup' && shipment.date)
    return t('checkout.shipmentPickup', {
      day: formatStoreDay(shipment.date, locale),
      time: shipment.time ? formatStoreTime(shipment.time, locale) : '',
    });
  if (shipment.method === 'truck' && shipment.date) return t('checkout.shipmentTruck', { day: formatStoreDay(shipment.date, locale) });
  return shipment.window ? windowText(shipment.window, locale, t) : null;
}

export function ShipmentList({
  shipments,
  lineOf,
  merchant,
  currencyCode,
}: {
  shipments: readonly Shipment[];
  /** A shipment's line, by its id (the cart's line id in a quote, the line's position in an order). */
  lineOf: (id: string) => ReactNode;
  merchant: Merchant;
  currencyCode: string;
}) {
  const locale = useLocale();
  const { t } = useCheckoutTranslation();
  return (
    <ul className={styles.shipments}>
      {shipments.map((shipment, index) => {
        const when = shipmentWhen(shipment, locale, t);
        return (
          <li key={index} data-testid="shipment" data-method={shipment.method}>
            <p className={styles.shipmentHead}>
              <strong>{t(`checkout.methods.${shipment.method}`)}</strong>
              <span data-testid="shipment-fee">{feeText(shipment.fee, currencyCode, locale, t)}</span>
            </p>
            {when && <p>{when}</p>}
            <p>
              {shipment.method === 'pickup'
                ? t('checkout.atStore', { address: storeAddress(merchant) })
                : shipment.area
                  ? `${t('checkout.atDeliveryAddress')} (${t('checkout.truckArea', { area: shipment.area })})`
                  : t('checkout.atDeliveryAddress')}
            </p>
            <ul className={styles.shipmentLines} aria-label={t('checkout.shipmentLines')}>
              {shipment.lineIds.map((id) => (
                <li key={id}>{lineOf(id)}</li>
              ))}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}
