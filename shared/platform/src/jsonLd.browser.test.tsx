// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { usePageJsonLd } from './hooks';
import { showJsonLd } from './jsonLd';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const inHead = () =>
  [...document.head.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? '') as unknown);
const inBody = () => document.body.querySelectorAll('script').length;

function Product({ name }: { name: string }) {
  usePageJsonLd({ '@type': 'Product', name });
  return <h1>{name}</h1>;
}

function Contact() {
  usePageJsonLd(null);
  return <h1>Contact</h1>;
}

describe('usePageJsonLd in the browser', () => {
  let root: Root;
  const show = (page: React.ReactNode) => act(() => root.render(<StrictMode>{page}</StrictMode>));

  beforeEach(() => {
    root = createRoot(document.body.appendChild(document.createElement('div')));
  });

  afterEach(() => {
    act(() => root.unmount());
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it('keeps one element in the head, in step with the page shown: replaced on navigation, removed when the next page has none', () => {
    show(<Product key="a" name="Spa Aurora" />);
    expect(inHead()).toEqual([{ '@type': 'Product', name: 'Spa Aurora' }]);
    // Another product in the same route (same component, new data), then another page altogether.
    show(<Product key="a" name="Spa Borealis" />);
    expect(inHead()).toEqual([{ '@type': 'Product', name: 'Spa Borealis' }]);
    show(<Product key="b" name="Spa Cirrus" />);
    expect(inHead()).toEqual([{ '@type': 'Product', name: 'Spa Cirrus' }]);
    show(<Contact />);
    expect(inHead()).toEqual([]);
    expect(inBody()).toBe(0);
  });

  it('leaves the next page its element when the previous page lets go of it last', () => {
    const leaveA = showJsonLd(document, '{"name":"A"}');
    const leaveB = showJsonLd(document, '{"name":"B"}');
    leaveA();
    expect(inHead()).toEqual([{ name: 'B' }]);
    leaveB();
    expect(inHead()).toEqual([]);
  });
});
