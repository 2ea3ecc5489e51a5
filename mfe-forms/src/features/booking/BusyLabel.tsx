// Owns the label of a button whose action waits on the store API (a second or more): its own words, or a spinner and the
// words of the work under way.
import styles from './Booking.module.css';

export function BusyLabel({ busy, idle, working }: { busy: boolean; idle: string; working: string }) {
  if (!busy) return <>{idle}</>;
  return (
    <>
      <span className={styles.spinner} aria-hidden="true" />
      {working}
    </>
  );
}
