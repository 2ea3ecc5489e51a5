// Owns the texts only the product page shows: availability, options and quantity, gallery, tabs, lists, video, contact and
// breadcrumb. Added by ProductDetailPage when its chunk is evaluated.
const fr = {
  product: {
    notFound: "Ce produit n'est plus offert.",
    gallery: 'Images du produit',
    showImage: 'Voir l’image {{number}} de {{count}}',
    option: 'Choisir\u00a0: {{name}}',
    quantity: 'Quantité',
    decrease: 'Diminuer la quantité',
    increase: 'Augmenter la quantité',
    inStock: 'En stock, livré en 1 à 7 jours ouvrables',
    soldOut: 'Épuisé',
    inStore: 'Offert en magasin seulement',
    call: 'Appelez-nous au {{phone}}',
    quote: 'Demander une soumission',
    tabs: { label: 'Renseignements sur le produit', description: 'Description', details: 'Caractéristiques', delivery: 'Livraison' },
    details: { vendor: 'Marque', type: 'Type de produit', sku: 'Code de produit', collection: 'Collection' },
    deliveryText:
      'Livraison partout au Canada par la poste, en 1 à 7 jours ouvrables. Livraison gratuite dès 39 $ d’achat. Toute modification de commande doit être demandée dans les 24 heures.',
    lists: { options: 'Options offertes', features: 'Points forts' },
    video: { title: 'Vidéo', play: 'Voir la vidéo', frame: 'Vidéo\u00a0: {{title}}' },
    contact: {
      title: 'Des questions\u00a0?',
      text: 'Nos experts vous conseillent en magasin, par téléphone ou en vidéoconférence.',
      call: 'Appeler le {{phone}}',
      visio: 'Demander une vidéoconférence',
    },
    breadcrumb: 'Fil d’Ariane',
  },
};

const en: typeof fr = {
  product: {
    notFound: 'This product is no longer offered.',
    gallery: 'Product images',
    showImage: 'Show image {{number}} of {{count}}',
    option: 'Choose: {{name}}',
    quantity: 'Quantity',
    decrease: 'Decrease quantity',
    increase: 'Increase quantity',
    inStock: 'In stock, delivered in 1 to 7 business days',
    soldOut: 'Sold out',
    inStore: 'Available in store only',
    call: 'Call us at {{phone}}',
    quote: 'Request a quote',
    tabs: { label: 'Product information', description: 'Description', details: 'Specifications', delivery: 'Delivery' },
    details: { vendor: 'Brand', type: 'Product type', sku: 'Product code', collection: 'Collection' },
    deliveryText:
      'Delivery across Canada by post, in 1 to 7 business days. Free delivery from a $39 purchase. Order changes must be requested within 24 hours.',
    lists: { options: 'Available options', features: 'Highlights' },
    video: { title: 'Video', play: 'Watch the video', frame: 'Video: {{title}}' },
    contact: {
      title: 'Questions?',
      text: 'Our experts advise you in store, by phone or by video conference.',
      call: 'Call {{phone}}',
      visio: 'Request a video conference',
    },
    breadcrumb: 'Breadcrumb',
  },
};

export const productMessages = { fr, en };
