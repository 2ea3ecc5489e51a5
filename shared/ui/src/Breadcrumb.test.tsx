import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { Breadcrumb } from './Breadcrumb';

describe('the breadcrumb', () => {
  it('is a named navigation with the places in order, the current one marked, and the marker the print layout hides', () => {
    const html = renderToString(
      <Breadcrumb
        label="Fil d’Ariane"
        items={[
          { key: 'home', content: <a href="/fr">Accueil</a> },
          { key: 'model', content: 'Harmonie H7', current: 'page' },
        ]}
      />,
    );
    expect(html).toMatch(/^<nav aria-label="Fil d’Ariane" data-breadcrumb="true" class="[^"]*"><ol>/);
    expect(html).toContain('<li><a href="/fr">Accueil</a></li><li aria-current="page">Harmonie H7</li></ol></nav>');
  });

  it('marks the checkout’s one step as the current step', () => {
    const html = renderToString(
      <Breadcrumb label="Étapes du paiement" variant="step" items={[{ key: 'delivery', content: 'Livraison', current: 'step' }]} />,
    );
    expect(html).toContain('<li aria-current="step">Livraison</li>');
  });
});
