// The shop remote's build: shop listing, filters, search, clearance and product detail.
import { defineStorefrontApp, remoteAt } from '@storefront/mf-config';
import { pages } from './src/pages';

// Its name and port come from its package.json, as every remote's do.
const app = remoteAt(import.meta.dirname);

export default defineStorefrontApp({
  dir: import.meta.dirname,
  name: app.container,
  port: app.port,
  title: 'Boutique (harness)',
  entry: './src/harness/index.ts',
  pages,
  exposes: {
    './routes': './src/routes.ts',
    './FilterPanel': './src/features/filters/FilterPanel.tsx',
    // The header's search suggestions (shared/contracts SEARCH_SUGGESTIONS), loaded when a visitor focuses the field.
    './suggest': './src/features/search/suggest.ts',
  },
});
