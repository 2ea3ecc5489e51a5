// Owns when the layout's panels (./Panels.tsx) load: they are closed on every page the server sends, so their code is not
// part of the first load. It is fetched at the visitor's first sign of using the page (a pointer, a touch, a key, a scroll), or at
// once when the visitor opens one or a remote asks for the delivery modal; until then a command for them waits on the bus.
import { lazy, Suspense, useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import type { Locale } from '@storefront/contracts';
import { bus } from '@storefront/platform';
import { whenInteracted } from '@storefront/ui';
import { togglesAtom } from './toggles';

// Named, so a test can tell the panels' code from the rest of the first load.
const Panels = lazy(() => import(/* webpackChunkName: "panels" */ './Panels'));

/** The panels' toggles: any of them open means their code is needed now (the filter panel is the shop layout's own). */
const PANEL_TOGGLES = ['productBar', 'serviceBar', 'megaMenu', 'deliveryModal'] as const;

export function DeferredPanels({ locale }: { locale: Locale }) {
  const toggles = useAtomValue(togglesAtom);
  const [wanted, setWanted] = useState(false);
  const opened = PANEL_TOGGLES.some((toggle) => toggles[toggle]);
  if (opened && !wanted) setWanted(true);
  useEffect(() => {
    if (wanted) return;
    const want = () => setWanted(true);
    if (bus.pending('delivery:open') > 0) return void Promise.resolve().then(want);
    const offWaiting = bus.onWaiting((name) => {
      if (name === 'delivery:open') want();
    });
    // Not when the page is idle: the dialogs' code (Radix, about 15 KB compressed) would then load on every page, read or not.
    const cancelUse = whenInteracted(want);
    return () => {
      offWaiting();
      cancelUse();
    };
  }, [wanted]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Panels locale={locale} />
    </Suspense>
  );
}
