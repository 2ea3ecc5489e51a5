// Owns the checkout remote's messages and i18next instance.
import { createI18n, useRemoteTranslation } from '@storefront/i18n';
import { useLocale } from '@storefront/platform';

export const NS = 'checkout';

export const checkoutI18n = createI18n(NS, {
  fr: {
    pages: {
      checkout: {
        title: 'Paiement',
        points: ['Informations de livraison', 'Paiement', 'Confirmation'],
      },
    },
    cart: {
      title: 'Mon Panier',
      empty: 'Votre panier est vide.',
      summary: 'Sommaire du panier',
      subtotal: 'Sous-total',
      quantity: 'Quantité',
      unitPrice: 'Prix unitaire',
      total: 'Prix total',
      remove: 'Retirer',
      proceed: 'Procéder au paiement',
      back: 'Continuer à magasiner',
      loading: 'Chargement du panier…',
      product: 'Produit',
    },
  },
  en: {
    pages: { checkout: { title: 'Checkout', points: ['Delivery information', 'Payment', 'Confirmation'] } },
    cart: {
      title: 'My Cart',
      empty: 'Your cart is empty.',
      summary: 'Cart summary',
      subtotal: 'Subtotal',
      quantity: 'Quantity',
      unitPrice: 'Unit price',
      total: 'Total price',
      remove: 'Remove',
      proceed: 'Proceed to payment',
      back: 'Continue shopping',
      loading: 'Loading your cart…',
      product: 'Product',
    },
  },
});

export const useCheckoutTranslation = () => useRemoteTranslation(checkoutI18n, NS, useLocale());
