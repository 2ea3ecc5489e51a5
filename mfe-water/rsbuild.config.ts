// The water remote's build: the home water analysis (issue 29).
import { defineStorefrontApp, REMOTE_APPS } from '@storefront/mf-config';
import { pages } from './src/pages';

export default defineStorefrontApp({
  dir: import.meta.dirname,
  name: REMOTE_APPS.water.container,
  port: REMOTE_APPS.water.port,
  title: 'Analyse d’eau (harness)',
  entry: './src/harness/index.ts',
  pages,
  exposes: { './routes': './src/routes.ts' },
});
