// The forms remote's build: quote, financing, video conference, contact, careers, customer experience, newsletter.
import { defineStorefrontApp, REMOTE_APPS } from '@storefront/mf-config';
import { pages } from './src/pages';

export default defineStorefrontApp({
  dir: import.meta.dirname,
  name: REMOTE_APPS.forms.container,
  port: REMOTE_APPS.forms.port,
  title: 'Formulaires (harness)',
  entry: './src/harness/index.ts',
  pages,
  exposes: { './routes': './src/routes.ts', './NewsletterBlock': './src/features/newsletter/NewsletterBlock.tsx' },
});
