// Owns the days asked for ahead of "Voir les dates libres": a visit's availability fetched as soon as the postal code is a
// Canadian one, kept a short while for the click that shows it (issue 48's actions), then asked again.

/** How long days fetched ahead still count as the area's days now (places go while the visitor reads). */
export const DAYS_AHEAD_KEEP_MS = 60_000;

/** What a visit's days are asked by: its service and the postal code as the API reads it. */
export const daysKey = (service: string, postalCode: string): string => `${service}/${postalCode.replace(/\s+/g, '').toUpperCase()}`;

export interface DaysAhead<T> {
  /** Starts the call for that key unless one for it is already under way or kept. */
  ask(key: string, load: () => Promise<T>): void;
  /**
   * The answer fetched ahead for that key, used once; else (none, too old, or a failure `retry` says to ask again, such as
   * the network's) a new call.
   */
  take(key: string, load: () => Promise<T>): Promise<T>;
}

export function daysAhead<T>(
  retry: (failure: unknown) => boolean,
  now: () => number = Date.now,
  keepMs = DAYS_AHEAD_KEEP_MS,
): DaysAhead<T> {
  let kept: { key: string; at: number; answer: Promise<T> } | null = null;
  const fresh = (key: string) => kept !== null && kept.key === key && now() - kept.at < keepMs;
  return {
    ask(key, load) {
      if (fresh(key)) return;
      const answer = load();
      // A failure here is the click's to say, if it comes: none is reported as unhandled meanwhile.
      answer.catch(() => undefined);
      kept = { key, at: now(), answer };
    },
    take(key, load) {
      const found = fresh(key) ? kept!.answer : null;
      kept = null;
      if (!found) return load();
      return found.catch((failure: unknown) => {
        if (retry(failure)) return load();
        throw failure;
      });
    },
  };
}
