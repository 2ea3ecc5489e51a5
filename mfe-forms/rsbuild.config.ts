// The forms remote's build: quote, financing, video conference, contact, careers, customer experience, newsletter.
import { defineStorefrontApp, remoteAt } from '@storefront/mf-config';
import { pages } from './src/pages';

// Its name and port come from its package.json, as every remote's do.
const app = remoteAt(import.meta.dirname);

export default defineStorefrontApp({
  dir: import.meta.dirname,
  name: app.container,
  port: app.port,
  title: 'Formulaires (harness)',
  entry: './src/harness/index.ts',
  pages,
  exposes: { './routes': './src/routes.ts', './NewsletterBlock': './src/features/newsletter/NewsletterBlock.tsx' },
});
