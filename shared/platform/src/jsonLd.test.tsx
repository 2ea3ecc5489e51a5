import { describe, expect, it } from 'vitest';
import { createStore, Provider } from 'jotai';
import { renderToString } from 'react-dom/server';
import { usePageJsonLd } from './hooks';
import { jsonLdText, scriptSafeJson } from './jsonLd';
import { pageJsonLdAtom } from './state';

const HOSTILE = 'Spa </script><script>alert(1)</script> <!-- \u2028\u2029 & >';

describe('JSON-LD text', () => {
  it('never holds what could end the script element, open a comment or break a line, and reads back as the same data', () => {
    const text = jsonLdText({ '@type': 'Product', name: HOSTILE });
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text).not.toContain('</script');
    expect(text).not.toContain('<!--');
    expect(text).toContain('\\u003c/script\\u003e');
    expect(text).toContain('\\u2028\\u2029');
    expect(JSON.parse(text ?? '')).toEqual({ '@type': 'Product', name: HOSTILE });
  });

  it('is null for a page without structured data', () => {
    expect(jsonLdText(null)).toBeNull();
    expect(jsonLdText(undefined)).toBeNull();
  });

  it('escapes already safe text to itself', () => {
    const once = scriptSafeJson(JSON.stringify({ name: HOSTILE }));
    expect(scriptSafeJson(once)).toBe(once);
  });
});

describe('usePageJsonLd on the server', () => {
  function Page({ data }: { data: object | null }) {
    usePageJsonLd(data);
    return <h1>page</h1>;
  }

  it("writes the page's JSON-LD into the request's store and nothing into the body", () => {
    const store = createStore();
    const html = renderToString(
      <Provider store={store}>
        <Page data={{ '@type': 'Product', name: HOSTILE }} />
      </Provider>,
    );
    expect(html).toBe('<h1>page</h1>');
    expect(JSON.parse(store.get(pageJsonLdAtom) ?? '')).toEqual({ '@type': 'Product', name: HOSTILE });
  });

  it('leaves the store empty for a page without structured data', () => {
    const store = createStore();
    renderToString(
      <Provider store={store}>
        <Page data={null} />
      </Provider>,
    );
    expect(store.get(pageJsonLdAtom)).toBeNull();
  });
});
