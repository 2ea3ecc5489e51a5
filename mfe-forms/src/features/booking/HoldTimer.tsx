// Owns the hold's countdown: the minutes and seconds left to confirm, and the call when they are up.
import { useEffect, useState } from 'react';
import { remaining } from './booking';
import type { BookingMessages } from './messages';
import styles from './Booking.module.css';

export function HoldTimer({ deadline, text, onExpire }: { deadline: number; text: BookingMessages; onExpire: () => void }) {
  const [now, setNow] = useState(() => Date.now());
  const left = remaining(deadline, now);
  // One tick a second whatever renders between them (a chain of timeouts would wait for each render to schedule the next).
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  useEffect(() => {
    if (left.seconds === 0) onExpire();
  }, [left.seconds, onExpire]);
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
