// Owns the last five analyses kept in the browser (localStorage): each its address's query, when it was made and its water.
import { useSyncExternalStore } from 'react';
import type { WaterKind } from '@storefront/water-chemistry';

export const HISTORY_KEY = 'storefront:water-analyses';
export const HISTORY_SIZE = 5;

export interface SavedAnalysis {
  /** One per analysis: editing it updates its entry instead of adding one per keystroke. */
  id: string;
  /** ISO date and time it was last changed. */
  savedAt: string;
  /** Its address's query (urlCodec), without '?'. */
  query: string;
  kind: WaterKind;
  /** Litres, when the volume was given. */
  litres?: number;
}

/** The list with this analysis first: its own older entry and any entry of the same readings replaced, five at most. */
export function remember(list: readonly SavedAnalysis[], entry: SavedAnalysis): SavedAnalysis[] {
  return [entry, ...list.filter((saved) => saved.id !== entry.id && saved.query !== entry.query)].slice(0, HISTORY_SIZE);
}

function isSaved(value: unknown): value is SavedAnalysis {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.id === 'string' &&
    typeof entry.savedAt === 'string' &&
    typeof entry.query === 'string' &&
    (entry.kind === 'pool' || entry.kind === 'spa') &&
    (entry.litres === undefined || typeof entry.litres === 'number')
  );
}

/** What the storage holds, entries that are not analyses left out (another version's, a hand edit). */
export function parseHistory(raw: string | null): SavedAnalysis[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter(isSaved).slice(0, HISTORY_SIZE) : [];
  } catch {
    return [];
  }
}

function storedText(): string | null {
  try {
    return window.localStorage.getItem(HISTORY_KEY);
  } catch {
    // Storage refused (a private mode): no list.
    return null;
  }
}

const NONE: SavedAnalysis[] = [];
let cached: { raw: string | null; list: SavedAnalysis[] } = { raw: null, list: NONE };
const listeners = new Set<() => void>();

/** The browser's list, the same array while the storage holds the same text (React compares snapshots by identity). */
export function readHistory(): SavedAnalysis[] {
  const raw = storedText();
  if (raw !== cached.raw) cached = { raw, list: parseHistory(raw) };
  return cached.list;
}

export function writeHistory(list: readonly SavedAnalysis[]): void {
  try {
    window.localStorage.setItem(HISTORY_KEY, JSON.stringify(list));
  } catch {
    // A full or refused storage only loses the list: the analysis itself is in the address.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab's analysis shows here too.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** The list as the page shows it: none on the server and while hydrating, then what this browser keeps. */
export const useHistory = () => useSyncExternalStore(subscribe, readHistory, () => NONE);
