// Owns when the layout's panels (./Panels.tsx) load: they are closed on every page the server sends, so their code is not
// part of the first load. It is fetched when the page is idle, or at once when the visitor opens one or a remote asks for
// the delivery modal; until then a command for them waits on the bus.
import { lazy, Suspense, useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import type { Locale } from '@storefront/contracts';
import { bus } from '@storefront/platform';
import { whenIdle } from '@storefront/ui';
import { togglesAtom } from './toggles';

const Panels = lazy(() => import('./Panels'));

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
    const cancelIdle = whenIdle(want, 3000);
    return () => {
      offWaiting();
      cancelIdle();
    };
  }, [wanted]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Panels locale={locale} />
    </Suspense>
  );
}
