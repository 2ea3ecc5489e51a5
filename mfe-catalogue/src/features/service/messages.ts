// Owns the technical service page's texts: its sections, packages and area served.
const fr = {
  service: {
    title: 'Installation, réparation, entretien',
    description:
      'Ouverture et fermeture de piscine, changement de toile, entretien préventif, réparation et analyse d’eau gratuite par nos techniciens.',
    lead: 'Notre service technique s’occupe de votre piscine et de votre spa du printemps à l’automne\u00a0: des techniciens formés, des camions équipés et des rendez-vous confirmés la veille.',
    openingClosing: {
      title: 'Ouverture et fermeture',
      text: 'Au printemps, nous retirons la toile d’hivernage, remettons en marche la pompe, le filtre et le chauffe-eau, et équilibrons l’eau. À l’automne, nous abaissons le niveau, vidangeons la tuyauterie, ajoutons l’antigel et installons la toile d’hivernage.',
    },
    linerChange: {
      title: 'Changement de toile',
      text: 'Une toile de piscine dure de 10 à 15 ans\u00a0: après ce temps, l’usure, les déchirures et les fuites sont normales. Nous mesurons votre bassin, vous aidons à choisir le motif et remplaçons la toile en une journée.',
    },
    maintenance: {
      title: 'Entretien préventif et réparation',
      text: 'Pompes, filtres, thermopompes, chauffe-eau et systèmes au sel\u00a0: nous inspectons, réparons et remplaçons l’équipement de toutes marques, sur place ou en atelier.',
    },
    inspection: {
      title: 'Inspection',
      text: 'Avant l’achat d’une maison avec piscine, ou quand quelque chose cloche, notre technicien inspecte le bassin, la structure et l’équipement et vous remet un rapport écrit.',
    },
    waterAnalysis: {
      title: 'Analyse d’eau gratuite',
      text: 'Apportez un échantillon d’eau en magasin\u00a0: l’analyse est gratuite et se fait en quelques minutes. Vous repartez avec un rapport et la liste des produits à ajouter, dans le bon ordre.',
      atHome: 'Ou analysez votre eau à la maison',
    },
    packages: {
      title: 'Nos forfaits pour piscines hors terre',
      lead: 'Prix par saison, taxes en sus.',
      popular: 'Le plus populaire',
      saving: 'Économisez {{amount}}',
      book: 'Réserver',
      empty: 'Les forfaits de la saison seront affichés sous peu. Appelez-nous pour réserver.',
      // A package's title and lines on English pages (the catalogue's labels, shown on French pages, are French only).
      card: {
        title: 'Piscine hors terre',
        opening: 'Ouverture',
        closing: 'Fermeture',
        combo: 'Combo ouverture et fermeture',
        combo2Years: 'Combo 2 ans (prix par saison)',
      },
    },
    area: {
      title: 'Territoire desservi par notre service technique',
      text: 'Nos techniciens se déplacent dans un rayon de 60 km du magasin\u00a0: Laval, la Rive-Nord, les Basses-Laurentides et l’est de Lanaudière.',
      regions: ['Laval', 'Rive-Nord de Montréal', 'Basses-Laurentides', 'Lanaudière'],
    },
  },
};

const en: typeof fr = {
  service: {
    title: 'Installation, repair, maintenance',
    description: 'Pool opening and closing, liner replacement, preventive maintenance, repair and free water analysis by our technicians.',
    lead: 'Our technical service looks after your pool and spa from spring to fall: trained technicians, equipped trucks and appointments confirmed the day before.',
    openingClosing: {
      title: 'Opening and closing',
      text: 'In spring, we remove the winter cover, restart the pump, filter and heater, and balance the water. In the fall, we lower the water level, drain the plumbing, add antifreeze and install the winter cover.',
    },
    linerChange: {
      title: 'Liner replacement',
      text: 'A pool liner lasts 10 to 15 years: after that, wear, tears and leaks are normal. We measure your pool, help you choose the pattern and replace the liner in one day.',
    },
    maintenance: {
      title: 'Preventive maintenance and repair',
      text: 'Pumps, filters, heat pumps, heaters and salt systems: we inspect, repair and replace equipment of every brand, on site or in our workshop.',
    },
    inspection: {
      title: 'Inspection',
      text: 'Before buying a house with a pool, or when something is wrong, our technician inspects the pool, its structure and its equipment and gives you a written report.',
    },
    waterAnalysis: {
      title: 'Free water analysis',
      text: 'Bring a water sample to the store: the analysis is free and takes a few minutes. You leave with a report and the list of products to add, in the right order.',
      atHome: 'Or analyse your water at home',
    },
    packages: {
      title: 'Our packages for above-ground pools',
      lead: 'Price per season, taxes extra.',
      popular: 'Most popular',
      saving: 'Save {{amount}}',
      book: 'Book',
      empty: 'This season’s packages will be posted shortly. Call us to book.',
      card: {
        title: 'Above-ground pool',
        opening: 'Opening',
        closing: 'Closing',
        combo: 'Opening and closing combo',
        combo2Years: '2-year combo (price per season)',
      },
    },
    area: {
      title: 'Area served by our technical service',
      text: 'Our technicians travel within 60 km of the store: Laval, the North Shore, the Lower Laurentians and eastern Lanaudière.',
      regions: ['Laval', 'North Shore of Montreal', 'Lower Laurentians', 'Lanaudière'],
    },
  },
};

export const serviceMessages = { fr, en };
