import { describe, expect, it } from 'vitest';
import type { CatalogueClient } from '@storefront/catalogue-data';
import { configurationRequest } from './configuration';
import { loadQuoteConfiguration } from './quoteLoader';

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
    liners: [{ id: 'bleu', title: 'Bleu', image: '', order: 1 }],
  },
  optionalLists: ['liners'],
};
const client = {
  forLanguage: () => ({
    loadSpaTypes: async () => [{ products: [] }],
    loadPoolTypes: async (family: string) => (family === 'above-ground-pool' ? [{ products: [riviera] }] : []),
  }),
} as unknown as CatalogueClient;

describe('the configuration a quote request arrives with', () => {
  it('finds the model and prices the chosen options by the catalogue’s rule, an optional list left empty at nothing', async () => {
    const found = await loadQuoteConfiguration(client, 'riviera', new URLSearchParams('forme=ovale&escalier=droit&toile=aucun'), 'fr');
    expect(found).toEqual({
      kind: 'pool',
      handle: 'riviera',
      title: 'Riviera',
      base: 4409.1,
      lines: [
        { list: 'shapes', option: 'ovale', title: 'Ovale', price: 1200 },
        { list: 'steps', option: 'droit', title: 'Escalier droit', price: 899 },
        { list: 'liners', option: 'aucun', title: null, price: 0 },
      ],
      total: 6508.1,
    });
    // The store API gets ids and the total the visitor saw, which it only compares with its own.
    expect(JSON.parse(configurationRequest(found!))).toEqual({
      model: 'riviera',
      choices: { shapes: 'ovale', steps: 'droit', liners: 'aucun' },
      total: 6508.1,
    });
  });

  it('has none without a choice in the address, for an unknown model, or with a list left out or unknown', async () => {
    expect(await loadQuoteConfiguration(client, 'riviera', new URLSearchParams(''), 'fr')).toBeNull();
    expect(await loadQuoteConfiguration(client, 'inconnu', new URLSearchParams('forme=ovale&escalier=droit'), 'fr')).toBeNull();
    expect(await loadQuoteConfiguration(client, 'riviera', new URLSearchParams('forme=ovale'), 'fr')).toBeNull();
    expect(await loadQuoteConfiguration(client, 'riviera', new URLSearchParams('forme=carree&escalier=droit'), 'fr')).toBeNull();
  });
});
