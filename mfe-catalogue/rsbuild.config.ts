// The catalogue remote's build: home, collections, models, service, promotions, videos, customer area and legal pages.
import { defineStorefrontApp, REMOTE_APPS } from '@storefront/mf-config';
import { pages } from './src/pages';

export default defineStorefrontApp({
  dir: import.meta.dirname,
  name: REMOTE_APPS.catalogue.container,
  port: REMOTE_APPS.catalogue.port,
  title: 'Catalogue (harness)',
  entry: './src/harness/index.ts',
  pages,
  exposes: { './routes': './src/routes.ts' },
});
