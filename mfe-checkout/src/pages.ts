// Owns the checkout remote's pages: the cart and the checkout, personal pages the server renders as a frame.
// The shell reads them from this remote's live release (its manifest, then the release pointer; ADR 0034): a page added here
// goes live with the remote's release, without the shell.
import { type PageDeclaration } from '@storefront/contracts';

export const pages: readonly PageDeclaration[] = [
  {
    id: 'cart',
    paths: { fr: '/fr/panier', en: '/en/cart/' },
    personal: true,
    head: {
      fr: { title: 'Mon Panier', description: 'Les articles de votre panier.' },
      en: { title: 'My Cart', description: 'The items in your cart.' },
    },
  },
  {
    id: 'checkout',
    paths: { fr: '/fr/paiement', en: '/en/checkout' },
    personal: true,
    head: {
      fr: { title: 'Paiement', description: 'Livraison, paiement et confirmation de votre commande.' },
      en: { title: 'Checkout', description: 'Delivery, payment and confirmation of your order.' },
    },
  },
];
