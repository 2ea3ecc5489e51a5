// Owns the texts of the promotions page and a promotion's page.
const fr = {
  promotions: {
    title: 'Promotions',
    description: 'Nos promotions en cours, nos circulaires en ligne et le catalogue de l’année.',
    current: 'Promotions en cours',
    none: 'Aucune promotion en cours',
    noneText: 'Il n’y a pas de promotion en ce moment. Revenez bientôt ou abonnez-vous à notre infolettre pour être avisé de la prochaine.',
    until: 'Jusqu’au {{date}}',
    ended: 'Cette promotion a pris fin le {{date}}.',
    seeCurrent: 'Voir les promotions en cours',
    details: 'Voir la promotion',
    detailsNamed: 'Voir la promotion\u00a0: {{name}}',
    flyers: 'Circulaires',
    openFlyer: 'Ouvrir la circulaire (PDF)',
    openFlyerNamed: 'Ouvrir la circulaire (PDF)\u00a0: {{name}}',
    openCatalogue: 'Feuilleter le catalogue',
    pdf: 'Télécharger en PDF',
    pages: 'Pages de la promotion',
    page: '{{name}}, page {{n}}',
    links: 'Liens utiles',
    back: 'Toutes les promotions',
  },
};

const en: typeof fr = {
  promotions: {
    title: 'Promotions',
    description: 'Our current promotions, online flyers and this year’s catalogue.',
    current: 'Current promotions',
    none: 'No current promotion',
    noneText: 'There is no promotion at the moment. Come back soon or subscribe to our newsletter to hear about the next one.',
    until: 'Until {{date}}',
    ended: 'This promotion ended on {{date}}.',
    seeCurrent: 'See the current promotions',
    details: 'See the promotion',
    detailsNamed: 'See the promotion: {{name}}',
    flyers: 'Flyers',
    openFlyer: 'Open the flyer (PDF)',
    openFlyerNamed: 'Open the flyer (PDF): {{name}}',
    openCatalogue: 'Browse the catalogue',
    pdf: 'Download as PDF',
    pages: 'Promotion pages',
    page: '{{name}}, page {{n}}',
    links: 'Useful links',
    back: 'All promotions',
  },
};

export const promotionsMessages = { fr, en };
