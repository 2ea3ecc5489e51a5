// Owns the hold's countdown: the minutes and seconds left to confirm, and the call when they are up.
import { useEffect, useState } from 'react';
import { remaining } from './booking';
import type { BookingMessages } from './messages';
import styles from './Booking.module.css';

export function HoldTimer({ deadline, text, onExpire }: { deadline: number; text: BookingMessages; onExpire: () => void }) {
  const [now, setNow] = useState(() => Date.now());
  const left = remaining(deadline, now);
  useEffect(() => {
    if (left.seconds === 0) {
      onExpire();
      return;
    }
    const timer = window.setTimeout(() => setNow(Date.now()), 1000);
    return () => window.clearTimeout(timer);
  }, [left.seconds, now, onExpire]);
  const [before, after] = text.holdLeft.split('{time}');
  return (
    <p className={styles.timer} data-testid="hold-timer">
      {before}
      <strong role="timer" aria-label={text.holdTimer} className={styles.clock}>
        {left.text}
      </strong>
      {after}
    </p>
  );
}
