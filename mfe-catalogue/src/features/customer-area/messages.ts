// Owns the customer area's texts.
const fr = {
  customerArea: {
    title: 'Espace client',
    description: 'Guides, fiches techniques et documents de vos produits, classés par catégorie.',
    lead: 'Guides d’installation, manuels du propriétaire, garanties et fiches techniques de vos produits. Consultation libre\u00a0: aucun compte n’est requis.',
    open: 'Ouvrir',
    openNamed: 'Ouvrir «\u00a0{{name}}\u00a0» (PDF)',
    download: 'Télécharger',
    downloadNamed: 'Télécharger «\u00a0{{name}}\u00a0» (PDF)',
    empty: 'Aucun document pour le moment.',
  },
};

const en: typeof fr = {
  customerArea: {
    title: 'Customer area',
    description: 'Guides, technical sheets and documents for your products, by category.',
    lead: 'Installation guides, owner’s manuals, warranties and technical sheets for your products. Free to read: no account needed.',
    open: 'Open',
    openNamed: 'Open “{{name}}” (PDF)',
    download: 'Download',
    downloadNamed: 'Download “{{name}}” (PDF)',
    empty: 'No document at the moment.',
  },
};

export const customerAreaMessages = { fr, en };
