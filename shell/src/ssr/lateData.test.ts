import { describe, expect, it } from 'vitest';
import { data, type StaticHandlerContext } from 'react-router';
import { takeLateData, thrownStatus } from './lateData';
import { runLoaders } from './runLoaders';
import type { ResolvedPage } from './resolvePage';
import { localRuntimeConfig } from '@storefront/mf-config';

/** A page of one route whose loader answers after `ms` with `answer` (a value, or a function that throws). */
function page(ms: number, answer: () => unknown): ResolvedPage {
  const loader = () => new Promise((resolve) => setTimeout(resolve, ms)).then(answer);
  return {
    routes: [{ id: 'page', path: '/fr/page', loader, Component: null }],
    rendered: 'shop',
    build: null,
    fallback: null,
    slots: {},
    missingSlots: [],
  };
}

async function loaded(ms: number, answer: () => unknown, budget = { dataBudgetMs: 1_000, streamAfterMs: 20 }) {
  const logs: string[] = [];
  const url = new URL('https://www.piscinessoleil.ca/fr/page');
  const result = await runLoaders(page(ms, answer), {
    url,
    headers: new Headers(),
    config: localRuntimeConfig(),
    ...budget,
    log: (line) => logs.push(line),
  });
  return { ...result, context: result.context as StaticHandlerContext, url, logs };
}

describe('data that misses the status', () => {
  it('is handed on by a loader past the delay, and joins the loader data when it comes', async () => {
    const { context, url, logs } = await loaded(60, () => ({ name: 'Spa Aurora' }));
    const late = takeLateData(context, 1_000, url, (line) => logs.push(line));
    expect(Object.keys(late)).toEqual(['page']);
    expect(context.loaderData.page).toBeNull();
    await expect(late.page).resolves.toBeUndefined();
    expect(context.loaderData.page).toEqual({ name: 'Spa Aurora' });
  });

  it('is none when the loader answers in time', async () => {
    const { context, url } = await loaded(1, () => ({ name: 'Spa Aurora' }));
    expect(takeLateData(context, 1_000, url, () => {})).toEqual({});
    expect(context.loaderData.page).toEqual({ name: 'Spa Aurora' });
  });

  it('is rejected with what the late loader threw (a 404, a failure, said once) or with the deadline', async () => {
    const missing = await loaded(60, () => {
      throw data(null, { status: 404 });
    });
    await expect(takeLateData(missing.context, 1_000, missing.url, () => {}).page).rejects.toMatchObject({ init: { status: 404 } });
    const failed = await loaded(60, () => {
      throw new Error('the store timed out');
    });
    const logs: string[] = [];
    await expect(takeLateData(failed.context, 1_000, failed.url, (line) => logs.push(line)).page).rejects.toThrow('the store timed out');
    expect(logs).toHaveLength(1);
    const slow = await loaded(300, () => ({}));
    await expect(takeLateData(slow.context, 30, slow.url, () => {}).page).rejects.toThrow();
    expect(slow.context.loaderData.page).toBeNull();
  });

  it('waits for the data when the render is for the cache (no delay)', async () => {
    const { context } = await loaded(60, () => ({ name: 'Spa Aurora' }), { dataBudgetMs: 1_000, streamAfterMs: Number.POSITIVE_INFINITY });
    expect(context.loaderData.page).toEqual({ name: 'Spa Aurora' });
  });

  it('reads the status a loader threw', () => {
    expect(thrownStatus(data(null, { status: 404 }))).toBe(404);
    expect(thrownStatus(new Response(null, { status: 503 }))).toBe(503);
    expect(thrownStatus(new Error('down'))).toBeUndefined();
  });
});
