// The shop remote's build: shop listing, filters, search, clearance and product detail.
import { defineStorefrontApp, REMOTE_APPS } from '@storefront/mf-config';
import { pages } from './src/pages';

export default defineStorefrontApp({
  dir: import.meta.dirname,
  name: REMOTE_APPS.shop.container,
  port: REMOTE_APPS.shop.port,
  title: 'Boutique (harness)',
  entry: './src/harness/index.ts',
  pages,
  exposes: { './routes': './src/routes.ts', './FilterPanel': './src/features/filters/FilterPanel.tsx' },
});
