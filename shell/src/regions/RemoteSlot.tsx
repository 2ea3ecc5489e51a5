// Owns how a layout slot is filled from a remote: lazily, inside its own region, never taking the page down.
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { SLOTS, type SlotName, type SlotProps } from '@storefront/contracts';
import { useLocale } from '@storefront/platform';
import { loadSlot, releaseOf } from '../federation/registry';
import { RemoteRegion } from './RemoteRegion';

// One lazy component per slot for the whole page, so a slot loads once however often the layout renders.
const slotComponents = Object.fromEntries(
  (Object.keys(SLOTS) as SlotName[]).map((slot) => [slot, lazy(() => loadSlot(slot))]),
) as Record<SlotName, LazyExoticComponent<ComponentType<SlotProps>>>;

export function RemoteSlot({ slot, quiet = false }: { slot: SlotName; quiet?: boolean }) {
  const locale = useLocale();
  const { remote } = SLOTS[slot];
  const Slot = slotComponents[slot];
  return (
    <RemoteRegion remote={remote} release={releaseOf(remote)} quiet={quiet}>
      <Suspense fallback={null}>
        <Slot locale={locale} />
      </Suspense>
    </RemoteRegion>
  );
}
