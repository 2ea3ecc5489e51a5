// The benches' arithmetic and verdicts: quantiles, budgets met and missed, a page's own bounds, the shifts of a load, the
// markdown table, the 1 KB floor page and the choice of pages by name.
import { describe, expect, it } from 'vitest';
import { boundsFor, markdownTable, median, medians, missedBudgets, quantile, totalShift } from '../bench/figures';
import { FLOOR_BYTES, floorHtml } from '../bench/floor';
import { benchPages, pickPages } from '../bench/measuredPages';

describe('quantiles', () => {
  it('takes the nearest rank: p95 of 20 values is the 19th smallest, the median of three the middle one', () => {
    const twenty = Array.from({ length: 20 }, (_, i) => 20 - i);
    expect(quantile(twenty, 0.95)).toBe(19);
    expect(quantile(twenty, 1)).toBe(20);
    expect(quantile([5], 0.95)).toBe(5);
    expect(quantile([], 0.5)).toBeNaN();
    expect(median([300, 100, 200])).toBe(200);
  });

  it('takes each figure’s median on its own', () => {
    expect(
      medians([
        { lcp: 1, tbt: 90 },
        { lcp: 3, tbt: 10 },
        { lcp: 2, tbt: 50 },
      ]),
    ).toEqual({ lcp: 2, tbt: 50 });
  });
});

describe('budgets', () => {
  const budget = { performance: { min: 95 }, tbtMs: { max: 100 }, lcpRatio: { max: 1.5 } };

  it('names each bound missed with its figure, and none when all hold (a bound is inclusive)', () => {
    expect(missedBudgets({ performance: 95, tbtMs: 100, lcpRatio: 1.5 }, budget)).toEqual([]);
    expect(missedBudgets({ performance: 94, tbtMs: 101, lcpRatio: 2.1234 }, budget)).toEqual([
      'performance 94 (min 95)',
      'tbtMs 101 (max 100)',
      'lcpRatio 2.1 (max 1.5)',
    ]);
  });

  it('misses a bound on a figure that was not measured', () => {
    expect(missedBudgets({ performance: 99, tbtMs: NaN }, budget)).toEqual([
      'tbtMs not measured (max 100)',
      'lcpRatio not measured (max 1.5)',
    ]);
  });

  it('lets a page’s own bound replace the common one, and add its own', () => {
    const page = boundsFor(budget, { tbtMs: { max: 150 }, ownScriptKbGzip: { max: 30 } });
    expect(missedBudgets({ performance: 99, tbtMs: 140, lcpRatio: 1, ownScriptKbGzip: 31.5 }, page)).toEqual([
      'ownScriptKbGzip 31.5 (max 30)',
    ]);
    expect(boundsFor(budget, undefined)).toEqual(budget);
  });
});

describe('layout shifts', () => {
  it('adds up every shift of the load but those right after an input', () => {
    const total = totalShift([
      { value: 0.25, startTime: 1400, hadRecentInput: false },
      { value: 0.5, startTime: 2000, hadRecentInput: true },
      { value: 0.125, startTime: 9000, hadRecentInput: false },
    ]);
    expect(total).toBe(0.375);
    expect(totalShift([])).toBe(0);
  });
});

describe('the table', () => {
  it('is markdown: a header, its rule, a row per line, a pipe in a cell escaped', () => {
    expect(
      markdownTable(
        ['page', 'LCP'],
        [
          ['home', '1200'],
          ['a | b', '–'],
        ],
      ),
    ).toBe('| page | LCP |\n| --- | --- |\n| home | 1200 |\n| a \\| b | – |');
  });
});

describe('the floor', () => {
  it('is an HTML page of exactly 1 KB with a heading and text, and no script, style sheet or image', () => {
    const html = floorHtml();
    expect(Buffer.byteLength(html)).toBe(FLOOR_BYTES);
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('<h1>');
    expect(html).toMatch(/<p>\w[^<]+<\/p>/);
    expect(html).not.toMatch(/<script|<link|<img|<style/);
    expect(Buffer.byteLength(floorHtml(2048))).toBe(2048);
    expect(() => floorHtml(100)).toThrow(/at least/);
  });
});

describe('the pages', () => {
  const pages = benchPages('chlore-choc');

  it('has every page type of issue 48, the personal ones with and without the visitor’s state', () => {
    expect(Object.keys(pages)).toEqual([
      'home',
      'shop list',
      'filtered list',
      'product',
      'collection',
      'model',
      'water analysis',
      'booking',
      'lead form',
      'cart empty',
      'cart with a line',
      'checkout empty',
      'checkout with a line',
      'wishlist empty',
      'wishlist filled',
      'compare empty',
      'compare filled',
    ]);
    expect(pages.product?.path).toBe('/fr/produits/chlore-choc');
    expect(pages['cart with a line']).toMatchObject({ path: '/fr/panier', remote: 'checkout', state: ['cart'] });
    expect(pages['checkout empty']).toMatchObject({ path: '/fr/paiement', state: [] });
    expect(pages['compare filled']?.state).toEqual(['compare']);
    expect(pages.booking?.path).toBe('/fr/reservation-entretien');
  });

  it('picks pages by name, all of them without names, and refuses a name no page has', () => {
    expect(Object.keys(pickPages(pages, ' home , cart empty'))).toEqual(['home', 'cart empty']);
    expect(Object.keys(pickPages(pages, undefined))).toHaveLength(17);
    expect(Object.keys(pickPages(pages, ''))).toHaveLength(17);
    expect(() => pickPages(pages, 'home,panier')).toThrow(/No bench page named panier/);
  });
});
