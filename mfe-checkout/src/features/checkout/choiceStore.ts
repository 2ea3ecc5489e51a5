// Owns keeping the buyer's later choices for this tab, as customerStore keeps the delivery details: the methods chosen for
// each class of line, and the version of the online purchase conditions accepted at the review (reload, back, an error).
import type { FulfilmentSelection, MethodChoice } from '@storefront/commerce';

const SELECTION_KEY = 'storefront.checkout.selection';
const ACCEPTANCE_KEY = 'storefront.checkout.acceptance';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isDay = (value: unknown) => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
const isTime = (value: unknown) => typeof value === 'string' && /^\d{1,2}:\d{2}$/.test(value);

/** A kept choice as the store API takes it; anything else (an older shape, an edit by hand) is dropped. */
function choiceOf(value: unknown): MethodChoice | null {
  if (!isObject(value)) return null;
  switch (value.method) {
    case 'post':
    case 'freight':
      return { method: value.method };
    case 'pickup':
      return isDay(value.date) && isTime(value.time) ? { method: 'pickup', date: value.date as string, time: value.time as string } : null;
    case 'truck':
      return isDay(value.date) ? { method: 'truck', date: value.date as string } : null;
    default:
      return null;
  }
}

const CLASSES = ['parcel', 'dangerous', 'freight', 'pickup-only'] as const;

export function loadSelection(): FulfilmentSelection {
  try {
    const saved: unknown = JSON.parse(window.sessionStorage.getItem(SELECTION_KEY) ?? 'null');
    if (!isObject(saved)) return {};
    const selection: FulfilmentSelection = {};
    for (const kind of CLASSES) {
      const choice = choiceOf(saved[kind]);
      if (choice) selection[kind] = choice;
    }
    return selection;
  } catch {
    return {};
  }
}

export function saveSelection(selection: FulfilmentSelection): void {
  try {
    window.sessionStorage.setItem(SELECTION_KEY, JSON.stringify(selection));
  } catch {
    // Private browsing or a full storage: the choice holds for this page.
  }
}

/** The conditions' version the buyer accepted at the review, or null when they have not (or it was withdrawn). */
export function loadAcceptance(): string | null {
  try {
    const saved: unknown = JSON.parse(window.sessionStorage.getItem(ACCEPTANCE_KEY) ?? 'null');
    return isObject(saved) && typeof saved.conditionsVersion === 'string' ? saved.conditionsVersion : null;
  } catch {
    return null;
  }
}

export function saveAcceptance(conditionsVersion: string | null): void {
  try {
    if (conditionsVersion === null) window.sessionStorage.removeItem(ACCEPTANCE_KEY);
    else window.sessionStorage.setItem(ACCEPTANCE_KEY, JSON.stringify({ conditionsVersion }));
  } catch {
    // As above.
  }
}

/** The same selection written the same way whatever the order of its keys: what identifies a quote request. */
export function selectionKey(selection: FulfilmentSelection): string {
  return CLASSES.flatMap((kind) => {
    const choice = selection[kind];
    if (!choice) return [];
    return [`${kind}:${choice.method}${'date' in choice ? `@${choice.date}` : ''}${'time' in choice ? `T${choice.time}` : ''}`];
  }).join(',');
}
