// Owns the sanitary products of the seed shop (category 'produits-sanitaires').
import type { CategoryDef, FulfilmentDef } from './definitions';

const P = 'Protect+';

/**
 * Hand sanitizer at 70 % alcohol: UN1170, Ethanol solution, class 3 (section 14 of its safety data sheet; Transportation of
 * Dangerous Goods Regulations). The wipes, soaps, cleaners and masks are not regulated for transport: parcel.
 */
const ETHANOL_SOLUTION: FulfilmentDef = { class: 'dangerous', unNumber: 'UN1170', hazardClass: '3' };

export const SANITARY: CategoryDef = {
  handle: 'produits-sanitaires',
  title: 'Produits sanitaires',
  seoDescription: 'Désinfectants, lingettes et masques pour garder la maison, le chalet et le spa propres et sains.',
  image: 'shop',
  collections: [
    {
      handle: 'hygiene-et-desinfection',
      title: 'Hygiène et désinfection',
      description: 'Gels, lingettes et nettoyants désinfectants homologués par Santé Canada.',
      productTypes: ['Désinfectants pour les mains', 'Lingettes', 'Nettoyants désinfectants', 'Masques'],
      products: [
        {
          title: 'Gel désinfectant pour les mains 500 ml',
          type: 'Désinfectants pour les mains',
          vendor: P,
          price: 9.99,
          weight: 0.6,
          description: 'Gel à 70 % d’alcool avec aloès, pompe doseuse.',
          art: { drawing: 'sanitizer', color: '#00a6d6', accent: '#0b2545', label: 'GEL MAINS' },
          fulfilment: ETHANOL_SOLUTION,
        },
        {
          title: 'Gel désinfectant 4 L recharge',
          type: 'Désinfectants pour les mains',
          vendor: P,
          price: 39.99,
          compareAt: 49.99,
          weight: 4.3,
          description: 'Format recharge économique pour les commerces et les chalets.',
          art: { drawing: 'jug', color: '#00a6d6', accent: '', label: 'GEL MAINS' },
          fulfilment: ETHANOL_SOLUTION,
        },
        {
          title: 'Lingettes désinfectantes 80 unités',
          type: 'Lingettes',
          vendor: P,
          price: 7.99,
          weight: 0.7,
          description: 'Éliminent 99,9 % des bactéries sur les surfaces dures, parfum citron.',
          art: { drawing: 'wipes', color: '#f5c400', accent: '#0b2545', label: 'LINGETTES' },
        },
        {
          title: 'Lingettes pour couvercle de spa',
          type: 'Lingettes',
          vendor: P,
          price: 14.99,
          weight: 0.6,
          description: 'Nettoient et protègent le vinyle des couvercles contre les UV.',
          art: { drawing: 'wipes', color: '#0b2545', accent: '#00a6d6', label: 'COUVERCLE' },
        },
        {
          title: 'Nettoyant désinfectant multisurface',
          type: 'Nettoyants désinfectants',
          vendor: P,
          price: 8.99,
          weight: 0.9,
          description: 'Vaporisateur prêt à l’emploi pour mobilier extérieur, tables et poignées.',
          art: { drawing: 'spray', color: '#2e7d32', accent: '#f5c400', label: 'MULTISURFACE' },
        },
        {
          title: 'Nettoyant de ligne d’eau',
          type: 'Nettoyants désinfectants',
          vendor: P,
          price: 16.99,
          weight: 1.0,
          description: 'Retire la ligne grasse des toiles et des coques de spa sans les abîmer.',
          art: { drawing: 'spray', color: '#00a6d6', accent: '#0b2545', label: 'LIGNE D’EAU' },
        },
        {
          title: 'Savon à mains moussant 1 L',
          type: 'Désinfectants pour les mains',
          vendor: P,
          price: 6.99,
          weight: 1.1,
          description: 'Savon doux biodégradable, parfum thé vert, pour la salle de bain de la piscine.',
          art: { drawing: 'sanitizer', color: '#2e7d32', accent: '#f5c400', label: 'SAVON' },
        },
        {
          title: 'Désinfectant de surfaces concentré 4 L',
          type: 'Nettoyants désinfectants',
          vendor: P,
          price: 29.99,
          weight: 4.3,
          description: 'Se dilue à 1:64 : un bidon fait 256 L de solution prête à l’emploi.',
          art: { drawing: 'jug', color: '#2e7d32', accent: '', label: 'CONCENTRÉ' },
        },
        {
          title: 'Masques de procédure 50 unités',
          type: 'Masques',
          vendor: P,
          price: 12.99,
          weight: 0.3,
          description: 'Masques à trois épaisseurs avec pince-nez ajustable.',
          art: { drawing: 'masks', color: '#0b2545', accent: '#00a6d6', label: 'MASQUES ×50' },
        },
        {
          title: 'Masques réutilisables en coton',
          type: 'Masques',
          vendor: P,
          price: 19.99,
          weight: 0.2,
          description: 'Lot de trois masques lavables, doublure en coton.',
          art: { drawing: 'masks', color: '#00a6d6', accent: '#f5c400', label: 'LOT DE 3' },
        },
      ],
    },
  ],
};
