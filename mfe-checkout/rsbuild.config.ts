// The checkout remote's build: cart runtime, cart page and panel, checkout steps, payment and confirmation.
import { defineStorefrontApp, remoteAt } from '@storefront/mf-config';
import { pages } from './src/pages';

// Its name and port come from its package.json, as every remote's do.
const app = remoteAt(import.meta.dirname);

export default defineStorefrontApp({
  dir: import.meta.dirname,
  name: app.container,
  port: app.port,
  title: 'Paiement (harness)',
  entry: './src/harness/index.ts',
  pages,
  exposes: {
    './routes': './src/routes.ts',
    './CartRuntime': './src/features/cart/CartRuntime.tsx',
    './CartPanel': './src/features/cart/CartPanel.tsx',
  },
});
