// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"handleDisabledFileLoadingAsSuccess":true}}
import { afterEach, describe, expect, it } from 'vitest';
import { CONSENT_STORAGE_KEY } from '../consent/consent';
import { CONSENT_ASK_ATTRIBUTE, EARLY_ACTIONS_SCRIPT, wholeSheetsLoaded } from './earlyActions';

afterEach(() => {
  document.documentElement.removeAttribute('data-first-paint');
  document.documentElement.removeAttribute(CONSENT_ASK_ATTRIBUTE);
  localStorage.clear();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

function runEarlyScript() {
  const script = document.createElement('script');
  script.setAttribute('data-entry', '/static/js/index.js');
  document.head.append(script);
  // The script reads its own element as document.currentScript.
  Object.defineProperty(document, 'currentScript', { configurable: true, get: () => script });
  new Function(EARLY_ACTIONS_SCRIPT)();
  Object.defineProperty(document, 'currentScript', { configurable: true, get: () => null });
}

describe('the early script and the pruned sheets', () => {
  it("links each pruned sheet's rest (or the whole sheet) right after it, under the data-href the chunk loaders look for, before the shell's code", () => {
    document.head.insertAdjacentHTML(
      'beforeend',
      '<style data-pruned-href="/static/css/a.css" data-rest-href="/_styles/rest.css?sheet=a&amp;leaves=Aw">.x{}</style><style data-href="/static/css/b.css">.y{}</style><style data-pruned-href="http://cdn/c.css">.z{}</style>',
    );
    runEarlyScript();
    // A click starts the shell's code at once.
    document.body.insertAdjacentHTML('beforeend', '<a href="#">x</a>');
    document.body.querySelector('a')?.click();
    const order = [...document.head.children].map(
      (element) =>
        `${element.tagName.toLowerCase()} ${element.getAttribute('data-href') ?? element.getAttribute('data-pruned-href') ?? element.getAttribute('src') ?? element.getAttribute('data-entry') ?? ''}`,
    );
    expect(order).toEqual([
      'style /static/css/a.css',
      'link /static/css/a.css',
      'style /static/css/b.css',
      'style http://cdn/c.css',
      'link http://cdn/c.css',
      'script /static/js/index.js',
      'script /static/js/index.js',
    ]);
    const links = [...document.head.querySelectorAll('link')];
    expect(links.map((link) => [link.rel, link.getAttribute('href'), link.hasAttribute('data-whole-sheet')])).toEqual([
      ['stylesheet', '/_styles/rest.css?sheet=a&leaves=Aw', true],
      ['stylesheet', 'http://cdn/c.css', true],
    ]);
    // A rest that does not come (its page outlived its release) gives way to the whole sheet, once.
    const [rest] = links;
    rest?.dispatchEvent(new Event('error'));
    expect(rest?.getAttribute('href')).toBe('/static/css/a.css');
    expect(rest?.hasAttribute('data-rest-failed')).toBe(true);
    rest?.dispatchEvent(new Event('error'));
    expect(rest?.getAttribute('href')).toBe('/static/css/a.css');
  });

  it('lets hydration wait for the whole sheets, and not for ever', async () => {
    expect(await wholeSheetsLoaded()).toBeUndefined();
    // A document of its own loads nothing: the test says when the sheet has come.
    const page = document.implementation.createHTMLDocument('page');
    page.head.insertAdjacentHTML('beforeend', '<link rel="stylesheet" href="/a.css" data-whole-sheet>');
    const link = page.head.querySelector('link') as HTMLLinkElement;
    let settled = false;
    const waiting = wholeSheetsLoaded(page).then(() => {
      settled = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).toBe(false);
    link.dispatchEvent(new Event('load'));
    await waiting;
    expect(settled).toBe(true);
  });

  it("waits for the whole sheet that replaces a rest that failed, not for the rest's failure", async () => {
    const page = document.implementation.createHTMLDocument('page');
    page.head.insertAdjacentHTML(
      'beforeend',
      '<link rel="stylesheet" href="/_styles/rest.css?sheet=a" data-href="/a.css" data-whole-sheet>',
    );
    const link = page.head.querySelector('link') as HTMLLinkElement;
    // What the early script's handler does first, on the rest's failure.
    link.addEventListener('error', () => link.setAttribute('data-rest-failed', ''), { once: true });
    let settled = false;
    const waiting = wholeSheetsLoaded(page).then(() => {
      settled = true;
    });
    link.dispatchEvent(new Event('error'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).toBe(false);
    link.dispatchEvent(new Event('load'));
    await waiting;
    expect(settled).toBe(true);
  });
});

describe('the early script and the images that wait for the first paint', () => {
  it('holds them back from the start until the code starts (here at the first click)', () => {
    runEarlyScript();
    expect(document.documentElement.hasAttribute('data-first-paint')).toBe(true);
    document.body.insertAdjacentHTML('beforeend', '<a href="#">x</a>');
    document.body.querySelector('a')?.click();
    expect(document.documentElement.hasAttribute('data-first-paint')).toBe(false);
  });

  it('lets them go after the paint of a page without a main image, even when there is no code to start', async () => {
    const script = document.createElement('script');
    document.head.append(script);
    Object.defineProperty(document, 'currentScript', { configurable: true, get: () => script });
    new Function(EARLY_ACTIONS_SCRIPT)();
    Object.defineProperty(document, 'currentScript', { configurable: true, get: () => null });
    expect(document.documentElement.hasAttribute('data-first-paint')).toBe(true);
    document.dispatchEvent(new Event('DOMContentLoaded'));
    await expect.poll(() => document.documentElement.hasAttribute('data-first-paint')).toBe(false);
  });

  it("starts the code of a page without a main image only once its web font has come, so the text's last paint goes first", async () => {
    let fontsCame: () => void = () => {};
    const ready = new Promise<void>((resolve) => (fontsCame = resolve));
    Object.defineProperty(document, 'fonts', { configurable: true, get: () => ({ ready }) });
    try {
      runEarlyScript();
      document.dispatchEvent(new Event('DOMContentLoaded'));
      const entry = () => document.head.querySelectorAll('script[src="/static/js/index.js"]').length;
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(entry()).toBe(0);
      expect(document.documentElement.hasAttribute('data-first-paint')).toBe(true);
      fontsCame();
      await expect.poll(entry).toBe(1);
      expect(document.documentElement.hasAttribute('data-first-paint')).toBe(false);
    } finally {
      Reflect.deleteProperty(document, 'fonts');
    }
  });
});

describe('the early script and the consent banner of the server’s page', () => {
  it('shows it from the first paint where this browser holds no choice, and not where it holds one', () => {
    runEarlyScript();
    expect(document.documentElement.hasAttribute(CONSENT_ASK_ATTRIBUTE)).toBe(true);
    document.documentElement.removeAttribute(CONSENT_ASK_ATTRIBUTE);
    localStorage.setItem(CONSENT_STORAGE_KEY, '{"choice":"declined"}');
    runEarlyScript();
    expect(document.documentElement.hasAttribute(CONSENT_ASK_ATTRIBUTE)).toBe(false);
  });
});
