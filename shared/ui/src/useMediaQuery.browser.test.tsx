// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startTransition, useEffect, useLayoutEffect } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useMediaQuery } from './useMediaQuery';

const seen: boolean[] = [];
// What the page shows when the task that ran the hydration's effects ends (its microtasks run last).
let atEndOfEffectsTask: string | null = null;

function Probe() {
  const narrow = useMediaQuery('(max-width: 61.999em)');
  useLayoutEffect(() => void seen.push(narrow));
  useEffect(() => {
    if (!narrow) queueMicrotask(() => (atEndOfEffectsTask ??= document.body.textContent));
  }, [narrow]);
  return <p>{narrow ? 'panel' : 'column'}</p>;
}

const aTaskLater = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));

/** A window as narrow as a phone: every query matches. */
function narrowWindow() {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: true,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('useMediaQuery', () => {
  it("hydrates with the server's answer and takes the window's in a later task, not in the task of hydration's effects", async () => {
    const html = renderToString(<Probe />);
    expect(html).toBe('<p>column</p>');
    narrowWindow();
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = html;
    const errors: unknown[] = [];
    startTransition(() => void hydrateRoot(container, <Probe />, { onRecoverableError: (error) => errors.push(error) }));
    for (let i = 0; i < 20 && seen.length === 0; i++) await aTaskLater(5);
    expect(seen[0]).toBe(false);
    for (let i = 0; i < 20 && atEndOfEffectsTask === null; i++) await aTaskLater(1);
    expect(atEndOfEffectsTask).toBe('column');
    for (let i = 0; i < 20 && container.textContent !== 'panel'; i++) await aTaskLater();
    expect(container.innerHTML).toBe('<p>panel</p>');
    expect(seen).toEqual([false, true]);
    expect(errors).toEqual([]);
    // Mounted once the page is hydrated, it answers at once.
    const later = document.body.appendChild(document.createElement('div'));
    flushSync(() => createRoot(later).render(<Probe />));
    expect(later.innerHTML).toBe('<p>panel</p>');
  });
});
