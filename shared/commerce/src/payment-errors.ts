// Owns the payment error keys of spec §8 and their messages in both languages, shared by the store API and the checkout pages.

export const PAYMENT_ERROR_KEYS = [
  'gateway-no-fund',
  'gateway-invalid-acount-num',
  'gateway-invalid-date',
  'token',
  'dropin',
  'paymentMethod',
  'saveFail',
  'unknown',
  'order',
  'connexion',
  'transfert',
] as const;
export type PaymentErrorKey = (typeof PAYMENT_ERROR_KEYS)[number];

export const isPaymentErrorKey = (value: unknown): value is PaymentErrorKey =>
  typeof value === 'string' && (PAYMENT_ERROR_KEYS as readonly string[]).includes(value);

type Messages = Record<PaymentErrorKey | 'default', string>;

export const PAYMENT_ERROR_MESSAGES: { fr: Messages; en: Messages } = {
  fr: {
    default: 'Nous sommes désolés, une erreur est survenue. Veuillez réessayer.',
    'gateway-no-fund': 'Fonds insuffisants. Veuillez utiliser une autre carte.',
    'gateway-invalid-acount-num': 'Numéro de compte invalide. Vérifiez le numéro de la carte.',
    'gateway-invalid-date': 'Date d’expiration invalide.',
    token: 'Le module de transaction n’a pas pu être initialisé. Veuillez réessayer.',
    dropin: 'Le traitement des cartes est indisponible pour le moment. Veuillez réessayer plus tard.',
    paymentMethod: 'Transaction refusée. Veuillez communiquer avec l’émetteur de votre carte.',
    saveFail: 'Le paiement n’a pas été complété en raison d’un problème de traitement. Un administrateur a été avisé par courriel.',
    unknown: 'Le produit sélectionné n’est plus disponible.',
    order: 'Votre panier est vide. Ajoutez des articles avant de commander.',
    connexion: 'La connexion au serveur a été interrompue. Veuillez réessayer.',
    transfert: 'Paiement refusé\u00a0: {provider}',
  },
  en: {
    default: 'We are sorry, an error has occurred. Please try again.',
    'gateway-no-fund': 'Insufficient funds. Please use another card.',
    'gateway-invalid-acount-num': 'Invalid account number. Check the card number.',
    'gateway-invalid-date': 'Invalid expiration date.',
    token: 'The transaction module could not be initialised. Please try again.',
    dropin: 'Card processing is unavailable at the moment. Please try again later.',
    paymentMethod: 'Transaction refused. Please contact your card issuer.',
    saveFail: 'The payment was not completed because of a processing problem. An administrator has been emailed.',
    unknown: 'The selected product is no longer available.',
    order: 'Your cart is empty. Add items before ordering.',
    connexion: 'The connection to the server was interrupted. Please try again.',
    transfert: 'Payment refused: {provider}',
  },
};

/** The message for a key in the visitor's language; anything unexpected gets the default message (spec §8). */
export function paymentErrorMessage(key: unknown, locale: 'fr' | 'en', provider = ''): string {
  const messages = PAYMENT_ERROR_MESSAGES[locale];
  if (!isPaymentErrorKey(key)) return messages.default;
  return messages[key].replace('{provider}', provider || messages.default);
}
