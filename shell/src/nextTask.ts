// Owns giving the main thread back to the browser between the steps of the shell's start.

/**
 * Resolves in a later task, so what follows runs as a task of its own: a phone then answers a tap between the steps of
 * the start rather than after all of them. `scheduler.yield` where the browser has it (the rest of the start keeps its
 * place ahead of other work), a zero-delay timer elsewhere.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
