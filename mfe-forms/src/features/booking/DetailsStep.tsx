// Owns a new booking's details step: the countdown of its held places and the details form, the postal code carried from the
// first step.
import { Suspense, useId, type RefObject } from 'react';
import type { Locale } from '@storefront/contracts';
import type { BookingCustomer, BookingRefusalBody } from '@storefront/validation/booking-wire';
import { HoldTimer } from './HoldTimer';
import { DetailsForm } from './lazyParts';
import type { BookingMessages } from './messages';
import styles from './Booking.module.css';

export interface DetailsStepProps {
  locale: Locale;
  text: BookingMessages;
  /** The first step's postal code, normalized. */
  postalCode: string;
  /** When the first held place ends (null: none counts down, e.g. a waiting list's offer). */
  deadline: number | null;
  expired: boolean;
  submitting: boolean;
  busy: boolean;
  refused: BookingRefusalBody['fields'];
  headingRef: RefObject<HTMLHeadingElement | null>;
  onExpire: () => void;
  onConfirm: (customer: BookingCustomer) => void;
  onChangePostalCode: () => void;
}

export function DetailsStep({
  locale,
  text,
  postalCode,
  deadline,
  expired,
  submitting,
  busy,
  refused,
  headingRef,
  ...on
}: DetailsStepProps) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-details`}>
      <h2 id={`${id}-details`} ref={headingRef} tabIndex={-1} className={styles.stepTitle}>
        {text.details}
      </h2>
      {deadline !== null && !expired ? <HoldTimer deadline={deadline} text={text} onExpire={on.onExpire} /> : null}
      <Suspense fallback={null}>
        <DetailsForm
          locale={locale}
          text={text}
          postalCode={postalCode}
          submitting={submitting}
          busy={busy || expired}
          refused={refused}
          onSubmit={on.onConfirm}
          onChangePostalCode={on.onChangePostalCode}
        />
      </Suspense>
    </section>
  );
}
