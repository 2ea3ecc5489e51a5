// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HOVER_DWELL_MS, intentPath, watchLinkIntent } from './linkIntent';

const here = { origin: 'https://piscinessoleil.ca', pathname: '/fr' };
const anchor = (href: string, attributes: Record<string, string> = {}) => {
  const a = document.createElement('a');
  a.setAttribute('href', href);
  for (const [name, value] of Object.entries(attributes)) a.setAttribute(name, value);
  return a;
};

describe('intentPath', () => {
  it("is the path of a remote's page on this site", () => {
    expect(intentPath(anchor('https://piscinessoleil.ca/fr/boutique'), here)).toBe('/fr/boutique');
    expect(intentPath(anchor('https://piscinessoleil.ca/fr/panier?x=1'), here)).toBe('/fr/panier');
  });

  it('is null for another origin, a new tab, a download, the page shown or a path no page declares', () => {
    expect(intentPath(anchor('https://example.com/fr/boutique'), here)).toBeNull();
    expect(intentPath(anchor('https://piscinessoleil.ca/fr/boutique', { target: '_blank' }), here)).toBeNull();
    expect(intentPath(anchor('https://piscinessoleil.ca/fr/boutique', { download: '' }), here)).toBeNull();
    expect(intentPath(anchor('https://piscinessoleil.ca/fr'), { ...here, pathname: '/fr' })).toBeNull();
    expect(intentPath(anchor('https://piscinessoleil.ca/fr/nulle-part'), here)).toBeNull();
  });
});

describe('watchLinkIntent', () => {
  let stop = () => {};
  let warm = vi.fn<(path: string) => void>();
  let link: HTMLAnchorElement;
  const pointer = (type: string, pointerType: string, target: Element, relatedTarget: Element | null = null) =>
    target.dispatchEvent(new PointerEvent(type, { bubbles: true, pointerType, relatedTarget }));

  beforeEach(() => {
    vi.useFakeTimers();
    warm = vi.fn();
    link = anchor('/fr/boutique');
    link.innerHTML = '<span>Boutique</span>';
    document.body.append(link);
    stop = watchLinkIntent(document, warm);
  });

  afterEach(() => {
    stop();
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('warms a page once the mouse has rested on its link, once per path', () => {
    pointer('pointerover', 'mouse', link.firstElementChild!);
    vi.advanceTimersByTime(HOVER_DWELL_MS - 1);
    expect(warm).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(warm).toHaveBeenCalledExactlyOnceWith('/fr/boutique');
    pointer('pointerdown', 'mouse', link);
    link.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(warm).toHaveBeenCalledTimes(1);
  });

  it('warms nothing for a mouse that only passes over the link', () => {
    pointer('pointerover', 'mouse', link);
    vi.advanceTimersByTime(HOVER_DWELL_MS / 2);
    pointer('pointerout', 'mouse', link, document.body);
    vi.advanceTimersByTime(HOVER_DWELL_MS);
    expect(warm).not.toHaveBeenCalled();
  });

  it('warms at once for a press, a touch or the keyboard focus', () => {
    const contact = anchor('/fr/contact');
    const cart = anchor('/fr/panier');
    document.body.append(contact, cart);
    pointer('pointerdown', 'mouse', link);
    contact.dispatchEvent(new Event('touchstart', { bubbles: true }));
    cart.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(warm.mock.calls).toEqual([['/fr/boutique'], ['/fr/contact'], ['/fr/panier']]);
  });

  it('stops watching when told', () => {
    stop();
    pointer('pointerdown', 'mouse', link);
    expect(warm).not.toHaveBeenCalled();
  });
});
