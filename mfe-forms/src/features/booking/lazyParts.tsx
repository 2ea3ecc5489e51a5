// Owns the booking page's parts a visitor needs only further on: the calendar (react-day-picker and its locales), the day
// step and the summary of what is held, the details step (its hold's countdown), the details and waiting-list forms (their schemas, zod), the unserved area's request, a new
// booking's confirmation. Each is fetched when the step before shows the visitor heading there (the pointer on the first
// step's form or its focus, the days on their way), so the page's first load holds only its first step.
import { lazy, useState, type ComponentType } from 'react';
import type { BookingSummaryProps } from './BookingSummary';
import type { DayPickerProps } from './DayPicker';
import type { DayStepProps } from './DayStep';
import type { DetailsFormProps } from './DetailsForm';
import type { DetailsStepProps } from './DetailsStep';
import type { DoneStepProps } from './DoneStep';
import type { UnservedAreaProps } from './UnservedArea';
import type { WaitlistFormProps } from './WaitlistForm';

/**
 * A part fetched once (a fetch that failed is tried again by the next call). One mounted after its code has come renders it at
 * once: a lazy component would suspend, and React shows a suspended part 300 ms later at the earliest (issue 48's actions).
 */
function part<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const fetch = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  const Lazy = lazy(() => fetch().then((component) => ({ default: component })));
  function Part(props: P) {
    // Chosen when it mounts and kept: a part that changed component would lose its state.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return { load: fetch, Part };
}

const dayPicker = part<DayPickerProps>(() => import('./DayPicker').then((module) => module.DayPicker));
const dayStep = part<DayStepProps>(() => import('./DayStep').then((module) => module.DayStep));
const bookingSummary = part<BookingSummaryProps>(() => import('./BookingSummary').then((module) => module.BookingSummary));
const detailsStep = part<DetailsStepProps>(() => import('./DetailsStep').then((module) => module.DetailsStep));
const detailsForm = part<DetailsFormProps>(() => import('./DetailsForm').then((module) => module.DetailsForm));
const waitlistForm = part<WaitlistFormProps>(() => import('./WaitlistForm').then((module) => module.WaitlistForm));
const unservedArea = part<UnservedAreaProps>(() => import('./UnservedArea').then((module) => module.UnservedArea));
const doneStep = part<DoneStepProps>(() => import('./DoneStep').then((module) => module.DoneStep));

export const { load: loadDayPicker, Part: DayPicker } = dayPicker;
/** The calendar's code asked for ahead of the click that shows it (a failed fetch is tried again by that click). */
export const preloadDayPicker = () => void dayPicker.load().catch(() => undefined);
/** What the day step shows (its half-days, the calendar, the summary of what is held), all come before it shows. */
export const loadDaySteps = () => Promise.all([dayPicker.load(), dayStep.load(), bookingSummary.load()]);
export const { Part: DayStep } = dayStep;
export const { Part: BookingSummary } = bookingSummary;
/** A new booking's next steps' code (the day step, the details step) asked for as the visitor comes to the first step's form. */
export const preloadNextSteps = () => {
  void loadDaySteps().catch(() => undefined);
  void detailsStep.load().catch(() => undefined);
};
export const { load: loadDetailsStep, Part: DetailsStep } = detailsStep;
export const { load: loadDetailsForm, Part: DetailsForm } = detailsForm;
export const { load: loadWaitlistForm, Part: WaitlistForm } = waitlistForm;
export const { load: loadUnservedArea, Part: UnservedArea } = unservedArea;
export const { load: loadDoneStep, Part: DoneStep } = doneStep;
