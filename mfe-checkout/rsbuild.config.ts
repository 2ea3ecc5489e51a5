// The checkout remote's build: cart runtime, cart page and panel, checkout steps, payment and confirmation.
import { defineStorefrontApp, REMOTE_APPS } from '@storefront/mf-config';
import { pages } from './src/pages';

export default defineStorefrontApp({
  dir: import.meta.dirname,
  name: REMOTE_APPS.checkout.container,
  port: REMOTE_APPS.checkout.port,
  title: 'Paiement (harness)',
  entry: './src/harness/index.ts',
  pages,
  exposes: {
    './routes': './src/routes.ts',
    './CartRuntime': './src/features/cart/CartRuntime.tsx',
    './CartPanel': './src/features/cart/CartPanel.tsx',
  },
});
