// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { startTransition, useEffect, useLayoutEffect } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { AfterHydration, useHydrated, whenHydrated } from './useHydrated';

const seen: boolean[] = [];
// What the page shows when the task that ran the hydration's effects ends (its microtasks run last).
let atEndOfEffectsTask: string | null = null;

function Probe() {
  const hydrated = useHydrated();
  useLayoutEffect(() => void seen.push(hydrated));
  useEffect(() => {
    if (!hydrated) queueMicrotask(() => (atEndOfEffectsTask = document.body.textContent));
  }, [hydrated]);
  return (
    <p>
      {hydrated ? 'hydrated' : 'server'}
      <AfterHydration>
        <b>after</b>
      </AfterHydration>
    </p>
  );
}

const aTaskLater = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));

describe('useHydrated', () => {
  it('is false on the server and through the commit that ends hydration, and true from a later task on, for what mounts later too', async () => {
    const html = renderToString(<Probe />);
    expect(html).toBe('<p>server</p>');
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = html;
    const errors: unknown[] = [];
    // Asked before hydration (a server-rendered slot's code), it answers with the flip, not before the hydration's commit.
    let resolvedAfter: boolean[] | null = null;
    void whenHydrated().then(() => (resolvedAfter = [...seen]));
    await aTaskLater(5);
    expect(resolvedAfter).toBeNull();
    startTransition(() => void hydrateRoot(container, <Probe />, { onRecoverableError: (error) => errors.push(error) }));
    // The hydration commits with the server's value.
    for (let i = 0; i < 20 && seen.length === 0; i++) await aTaskLater(5);
    expect(seen[0]).toBe(false);
    for (let i = 0; i < 20 && atEndOfEffectsTask === null; i++) await aTaskLater(1);
    // Not in the task of the hydration's effects either: what changes once hydrated renders in a task of its own.
    expect(atEndOfEffectsTask).toBe('server');
    for (let i = 0; i < 20 && container.textContent !== 'hydratedafter'; i++) await aTaskLater();
    expect(container.innerHTML).toBe('<p>hydrated<b>after</b></p>');
    expect(seen).toEqual([false, true]);
    expect(errors).toEqual([]);
    // It answered once the hydration had committed with the server's value.
    expect(resolvedAfter?.[0]).toBe(false);
    await expect(whenHydrated()).resolves.toBeUndefined();
    // A part mounted after that renders "hydrated" at once, with no server render to match.
    const later = document.body.appendChild(document.createElement('div'));
    flushSync(() => createRoot(later).render(<Probe />));
    expect(later.innerHTML).toBe('<p>hydrated<b>after</b></p>');
  });
});
