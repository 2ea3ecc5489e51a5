// The water remote's build: the home water analysis (ADR 0040).
import { defineStorefrontApp, remoteAt } from '@storefront/mf-config';
import { pages } from './src/pages';

// Its name and port come from its package.json, as every remote's do.
const app = remoteAt(import.meta.dirname);

export default defineStorefrontApp({
  dir: import.meta.dirname,
  name: app.container,
  port: app.port,
  title: 'Analyse d’eau (harness)',
  entry: './src/harness/index.ts',
  pages,
  exposes: { './routes': './src/routes.ts' },
});
