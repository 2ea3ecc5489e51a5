// Owns how a layout slot is filled from a remote: lazily, inside its own region, never taking the page down; a slot the server
// rendered (prerenderedSlots.ts) is in the first render, so hydration keeps the server's HTML in place until its code has come.
// A slot far down the page (the newsletter block) can wait until its place comes near the viewport before its code loads: the
// server's HTML of it stays as it is meanwhile, outside React's hydration (a boundary still waiting to hydrate would hold up
// every navigation, which React makes wait for it).
import {
  lazy,
  Suspense,
  use,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type LazyExoticComponent,
} from 'react';
import { SLOTS, type SlotName, type SlotProps } from '@storefront/contracts';
import { useLocale } from '@storefront/platform';
import { useHydrated, whenHydrated, whenInteracted } from '@storefront/ui';
import { loadSlot, releaseOf } from '../federation/registry';
import type { HeldFields, restoreHeldFields } from './heldFields';
import { PrerenderedSlotsContext } from './prerenderedSlots';
import { RemoteRegion } from './RemoteRegion';
import { whenNear } from './whenNear';

// One lazy component per slot for the whole page, so a slot loads once however often the layout renders. Its code is fetched
// after hydration: a slot the server rendered waits, dehydrated, in the server's HTML, and is not part of the first load.
const slotLoads = new Map<SlotName, ReturnType<typeof loadSlot>>();
/** Slots whose code waits for their place to come near the viewport: what they wait for, and what ends the wait. */
const nearGates = new Map<SlotName, { reached: Promise<void>; open: () => void }>();
const nearGate = (slot: SlotName) => {
  let gate = nearGates.get(slot);
  if (!gate) {
    let open = () => {};
    const reached = new Promise<void>((resolve) => (open = resolve));
    gate = { reached, open };
    nearGates.set(slot, gate);
  }
  return gate;
};
/** Slots whose code has come: one mounted later renders at once, where a lazy component would suspend (and React show it 300 ms later). */
const loadedSlots = new Map<SlotName, ComponentType<SlotProps>>();
const loadSlotOnce = (slot: SlotName): ReturnType<typeof loadSlot> => {
  let load = slotLoads.get(slot);
  if (!load) {
    load = whenHydrated()
      .then(() => nearGates.get(slot)?.reached)
      .then(() => loadSlot(slot));
    load.then(
      (module) => loadedSlots.set(slot, module.default),
      // A failed load is tried again by the next render.
      () => slotLoads.delete(slot),
    );
    slotLoads.set(slot, load);
  }
  return load;
};
const slotComponents = Object.fromEntries(
  (Object.keys(SLOTS) as SlotName[]).map((slot) => [slot, lazy(() => loadSlotOnce(slot))]),
) as Record<SlotName, LazyExoticComponent<ComponentType<SlotProps>>>;

/** The server's HTML inside a slot's region, while the page hydrates (RemoteRegion.tsx marks the region with its slot). */
function serverHtmlOf(slot: SlotName): string | null {
  return typeof document === 'undefined' ? null : (document.querySelector(`[data-slot="${slot}"]`)?.innerHTML ?? null);
}

/** Fetches a slot's code before it is shown (a slot inside a closed dialog), so it opens filled rather than blank. */
export function preloadSlot(slot: SlotName): void {
  void loadSlotOnce(slot).catch(() => undefined);
}

/**
 * `near`: the slot's code loads only once its place comes within 600 px of the viewport and the visitor has used the page (a
 * pointer, a touch, a key, a scroll: whenInteracted); until then a slot the server rendered stays as its HTML (its button
 * disabled until hydrated), and a page read no further than its top never loads it. The code come, the slot renders in the
 * browser in the HTML's place, with the same size: nothing moves, and what the visitor typed there stays (heldFields.ts).
 */
export function RemoteSlot({ slot, quiet = false, near = false }: { slot: SlotName; quiet?: boolean; near?: boolean }) {
  // Before the slot's first render asks for its code, so that request waits.
  if (near) nearGate(slot);
  const locale = useLocale();
  const hydrated = useHydrated();
  const anchor = useRef<HTMLDivElement>(null);
  const carried = useRef<{ held: HeldFields; restore: typeof restoreHeldFields } | null>(null);
  const prerendered = use(PrerenderedSlotsContext)[slot];
  const { remote } = SLOTS[slot];
  const release = releaseOf(remote);
  // Chosen when the slot mounts and kept: a slot that changed component would lose its HTML and state.
  const [loaded, setLoaded] = useState(() => loadedSlots.get(slot));
  // The server's HTML of a slot that waits to be near, read while hydrating (a later mount, e.g. in the other language, has none).
  const [serverHtml] = useState(() => (near && prerendered === true && !loaded && !hydrated ? serverHtmlOf(slot) : null));
  const held = serverHtml !== null && !loaded;
  const Slot = prerendered && prerendered !== true ? prerendered : (loaded ?? slotComponents[slot]);
  // The same element while nothing it shows changes: a server-rendered slot waits, dehydrated, for its code, and a new element
  // (this component renders again when the page is hydrated) would reach it as an update, which makes React drop the server's
  // HTML and render it anew.
  const region = useMemo(
    () => (
      <RemoteRegion
        remote={remote}
        release={release}
        quiet={quiet}
        slot={slot}
        anchor={near ? anchor : undefined}
        serverHtml={held ? serverHtml : null}
      >
        <Suspense fallback={null}>
          <Slot locale={locale} />
        </Suspense>
      </RemoteRegion>
    ),
    [remote, release, quiet, slot, Slot, locale, near, held, serverHtml],
  );
  // A slot the server did not render has its place once the page is hydrated; one it rendered, from the first commit.
  const placed = hydrated || Boolean(prerendered);
  // Near and used: a short page's footer is near from the start, and a visitor who has not moved yet needs no form's code.
  useEffect(() => {
    const element = anchor.current;
    if (!near || !placed || !element) return;
    let cancelUse = () => {};
    const cancelNear = whenNear(element, () => (cancelUse = whenInteracted(() => nearGate(slot).open())));
    return () => {
      cancelNear();
      cancelUse();
    };
  }, [near, placed, slot]);
  // The held HTML gives way to the slot once its code has come (rendered then at once, not through the lazy component).
  useEffect(() => {
    if (!held) return;
    let current = true;
    // The carrying code comes with the slot's: only a page whose slot loads needs it.
    Promise.all([loadSlotOnce(slot), import('./heldFields')]).then(
      ([module, fields]) => {
        if (!current) return;
        carried.current = anchor.current && { held: fields.readHeldFields(anchor.current), restore: fields.restoreHeldFields };
        setLoaded(() => module.default);
      },
      () => current && setLoaded(() => slotComponents[slot]),
    );
    return () => void (current = false);
  }, [held, slot]);
  // What the visitor typed in the held HTML goes into the rendered form, before the browser paints it.
  useLayoutEffect(() => {
    if (!loaded || !carried.current || !anchor.current) return;
    carried.current.restore(anchor.current, carried.current.held);
    carried.current = null;
  }, [loaded]);
  // Slots depend on the browser's remotes: one the server did not render waits for hydration, so both render the same tree.
  return placed ? region : null;
}
