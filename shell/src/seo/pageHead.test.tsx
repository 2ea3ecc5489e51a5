import { describe, expect, it } from 'vitest';
import { createStore, Provider } from 'jotai';
import { renderToString } from 'react-dom/server';
import { usePageJsonLd, usePageMeta } from '@storefront/platform';
import { pageHeadOf } from './pageHead';

function Product({ jsonLd }: { jsonLd: boolean }) {
  usePageMeta('Spa Aurora', 'Un spa pour six');
  usePageJsonLd(jsonLd ? { '@type': 'Product', name: 'Spa Aurora' } : null);
  return <h1>Spa Aurora</h1>;
}

const rendered = (page: React.ReactNode) => {
  const store = createStore();
  const html = renderToString(<Provider store={store}>{page}</Provider>);
  return { html, head: pageHeadOf(store) };
};

describe("the page's head collected on the server", () => {
  it('holds the title, description and JSON-LD the page gave, and the body none of it', () => {
    const { html, head } = rendered(<Product jsonLd />);
    expect(head).toEqual({ title: 'Spa Aurora', description: 'Un spa pour six', jsonLd: '{"@type":"Product","name":"Spa Aurora"}' });
    expect(html).toBe('<h1>Spa Aurora</h1>');
  });

  it('holds no JSON-LD for a page without, and nothing for a page that gave nothing', () => {
    expect(rendered(<Product jsonLd={false} />).head).toEqual({ title: 'Spa Aurora', description: 'Un spa pour six' });
    expect(rendered(<h1>Contact</h1>).head).toBeNull();
  });
});
