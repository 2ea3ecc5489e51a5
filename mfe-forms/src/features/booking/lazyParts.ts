// Owns the booking page's parts a visitor needs only further on: the calendar (react-day-picker and its locales), the details
// and waiting-list forms (their schemas, zod), the unserved area's request. Each is fetched when the step before shows the
// visitor heading there (a postal code typed, the days on their way), so the page's first load holds only its first step.
import { lazy } from 'react';

/** One fetch for a part, kept; a fetch that failed is tried again by the next call. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
}

export const loadDayPicker = once(() => import('./DayPicker'));
export const loadDetailsForm = once(() => import('./DetailsForm'));
export const loadWaitlistForm = once(() => import('./WaitlistForm'));
export const loadUnservedArea = once(() => import('./UnservedArea'));

export const DayPicker = lazy(() => loadDayPicker().then((module) => ({ default: module.DayPicker })));
export const DetailsForm = lazy(() => loadDetailsForm().then((module) => ({ default: module.DetailsForm })));
export const WaitlistForm = lazy(() => loadWaitlistForm().then((module) => ({ default: module.WaitlistForm })));
export const UnservedArea = lazy(() => loadUnservedArea().then((module) => ({ default: module.UnservedArea })));
