// Owns the layout's panels that open on demand: the product and service side bars, the mega menu and the delivery modal.
import type { Locale } from '@storefront/contracts';
import { DeliveryModal } from './DeliveryModal';
import { MegaMenu } from './MegaMenu';
import { ProductSideBar, ServiceSideBar } from './SideBars';

export default function Panels({ locale }: { locale: Locale }) {
  return (
    <>
      <ProductSideBar locale={locale} />
      <ServiceSideBar locale={locale} />
      <MegaMenu locale={locale} />
      <DeliveryModal locale={locale} />
    </>
  );
}
