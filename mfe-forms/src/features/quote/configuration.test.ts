import { describe, expect, it } from 'vitest';
import type { CatalogueClient } from '@storefront/catalogue-data';
import { configurationText, loadQuoteConfiguration } from './configuration';

const riviera = {
  handle: 'riviera',
  title: 'Riviera',
  priceEv: 4899,
  discountEv: 10,
  options: {
    shapes: [
      { id: 'ronde', title: 'Ronde', image: '', order: 1 },
      { id: 'ovale', title: 'Ovale', image: '', order: 2, price: '1200' },
    ],
    steps: [{ id: 'droit', title: 'Escalier droit', image: '', order: 1, price: '899' }],
  },
};
const client = {
  forLanguage: () => ({
    loadSpaTypes: async () => [{ products: [] }],
    loadPoolTypes: async (family: string) => (family === 'above-ground-pool' ? [{ products: [riviera] }] : []),
  }),
} as unknown as CatalogueClient;

describe('the configuration a quote request arrives with', () => {
  it('finds the model and prices the chosen options by the catalogue’s rule', async () => {
    const found = await loadQuoteConfiguration(client, 'riviera', new URLSearchParams('forme=ovale&escalier=droit'), 'fr');
    expect(found).toEqual({
      kind: 'pool',
      title: 'Riviera',
      base: 4409.1,
      lines: [
        { list: 'shapes', title: 'Ovale', price: 1200 },
        { list: 'steps', title: 'Escalier droit', price: 899 },
      ],
      total: 6508.1,
    });
    const text = configurationText(found!, {
      heading: 'Votre configuration : Riviera',
      line: (label, value) => `${label} : ${value}`,
      list: (list) => list,
      money: (amount) => `${amount.toFixed(2)} $`,
      base: 'Prix du modèle',
      included: 'Inclus',
      total: 'Total avant taxes',
    });
    expect(text.split('\n')).toEqual([
      'Votre configuration : Riviera',
      'Prix du modèle : 4409.10 $',
      '- shapes : Ovale (+ 1200.00 $)',
      '- steps : Escalier droit (+ 899.00 $)',
      'Total avant taxes : 6508.10 $',
    ]);
  });

  it('has none without a choice in the address, for an unknown model, or with a list left out or unknown', async () => {
    expect(await loadQuoteConfiguration(client, 'riviera', new URLSearchParams(''), 'fr')).toBeNull();
    expect(await loadQuoteConfiguration(client, 'inconnu', new URLSearchParams('forme=ovale&escalier=droit'), 'fr')).toBeNull();
    expect(await loadQuoteConfiguration(client, 'riviera', new URLSearchParams('forme=ovale'), 'fr')).toBeNull();
    expect(await loadQuoteConfiguration(client, 'riviera', new URLSearchParams('forme=carree&escalier=droit'), 'fr')).toBeNull();
  });
});
