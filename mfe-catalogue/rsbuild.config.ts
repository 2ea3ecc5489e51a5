// The catalogue remote's build: home, collections, models, service, promotions, videos, customer area and legal pages.
import { defineStorefrontApp, REMOTE_APPS } from '@storefront/mf-config';

export default defineStorefrontApp({
  dir: import.meta.dirname,
  name: REMOTE_APPS.catalogue.container,
  port: REMOTE_APPS.catalogue.port,
  title: 'Catalogue (harness)',
  entry: './src/harness/index.ts',
  exposes: { './routes': './src/routes.ts' },
});
