// Owns the outdoor furniture of the seed shop (category 'mobilier-exterieur'), garden furniture types in spec §9 order.
import type { CategoryDef } from './definitions';

const T = 'Terrasse & Cie';
const A = 'Atelier Twist';
const O = 'Ombra';

const COLOURS = (base: number) => ({
  option: 'Couleur',
  values: [
    { value: 'Gris ardoise', price: base },
    { value: 'Taupe', price: base },
    { value: 'Blanc sable', price: base },
  ],
});

export const FURNITURE: CategoryDef = {
  handle: 'mobilier-exterieur',
  title: 'Mobilier extérieur',
  seoDescription: 'Ensembles de salon et de salle à manger, balançoires, foyers et parasols conçus pour l’été québécois.',
  image: 'furniture',
  collections: [
    {
      handle: 'mobilier-de-jardin',
      title: 'Mobilier de jardin',
      description: 'Aluminium, résine tressée et tissus Sunbrella : du mobilier qui passe l’été dehors.',
      // Spec §9: living room sets, dining sets, individual tables, chairs, swings, fireplaces, side tables, twist line.
      productTypes: ['Ensembles de salon', 'Ensembles de salle à manger', 'Tables individuelles', 'Chaises', 'Balançoires', 'Foyers', 'Tables d’appoint', 'Collection Twist'],
      products: [
        { title: 'Ensemble de salon Muskoka 4 places', type: 'Ensembles de salon', vendor: T, price: 2499.99, compareAt: 2999.99, weight: 62, description: 'Sofa 3 places, fauteuil et table basse en aluminium thermolaqué, coussins déperlants.', features: ['Coussins Sunbrella', 'Aluminium sans rouille'], art: { drawing: 'sofaSet', color: '#37474f', accent: '#e9e4d8' }, catalogueOnly: true, closeUp: true },
        { title: 'Ensemble de salon Tadoussac modulaire', type: 'Ensembles de salon', vendor: T, price: 3899.99, weight: 88, description: 'Sectionnel en résine tressée à configurer en L ou en U, six modules.', art: { drawing: 'sofaSet', color: '#5d4037', accent: '#f3e3c3' }, catalogueOnly: true },
        { title: 'Ensemble causeuse Bistro', type: 'Ensembles de salon', vendor: T, price: 1299.99, weight: 38, description: 'Causeuse, deux fauteuils et table pour les balcons et petites terrasses.', art: { drawing: 'sofaSet', color: '#0b2545', accent: '#00a6d6' }, variants: COLOURS(1299.99) },
        { title: 'Ensemble de salon Gaspé', type: 'Ensembles de salon', vendor: T, price: 1899.99, weight: 54, description: 'Teck certifié et coussins épais pour un look chalet.', art: { drawing: 'sofaSet', color: '#8d6e52', accent: '#ffffff' } },
        { title: 'Ensemble à manger Charlevoix 7 mcx', type: 'Ensembles de salle à manger', vendor: T, price: 2199.99, compareAt: 2599.99, weight: 70, description: 'Table 84 po avec rallonge papillon et six fauteuils empilables.', art: { drawing: 'diningSet', color: '#37474f', accent: '#e9e4d8' }, catalogueOnly: true },
        { title: 'Ensemble à manger Bistro 3 mcx', type: 'Ensembles de salle à manger', vendor: T, price: 599.99, weight: 22, description: 'Table ronde 30 po et deux chaises pliantes pour le café du matin.', art: { drawing: 'diningSet', color: '#00a6d6', accent: '#ffffff' } },
        { title: 'Ensemble à manger Saguenay 5 mcx', type: 'Ensembles de salle à manger', vendor: T, price: 1499.99, weight: 48, description: 'Plateau en céramique effet pierre et quatre chaises pivotantes.', art: { drawing: 'diningSet', color: '#5d4037', accent: '#f3e3c3' }, variants: COLOURS(1499.99) },
        { title: 'Ensemble comptoir Kamouraska 5 mcx', type: 'Ensembles de salle à manger', vendor: T, price: 1799.99, weight: 52, description: 'Table hauteur comptoir et quatre tabourets pour recevoir au bord de la piscine.', art: { drawing: 'diningSet', color: '#0b2545', accent: '#f5c400' }, catalogueOnly: true },
        { title: 'Table à manger extensible 72-96 po', type: 'Tables individuelles', vendor: T, price: 1099.99, weight: 34, description: 'Aluminium et lattes de polymère effet bois, rallonge intégrée.', art: { drawing: 'table', color: '#37474f', accent: '#f5c400' } },
        { title: 'Table ronde 48 po en teck', type: 'Tables individuelles', vendor: T, price: 899.99, weight: 28, description: 'Teck massif huilé, trou de parasol et pieds ajustables.', art: { drawing: 'table', color: '#8d6e52', accent: '#00a6d6' } },
        { title: 'Table basse en béton léger', type: 'Tables individuelles', vendor: T, price: 449.99, compareAt: 529.99, weight: 18, description: 'Fibre de béton : l’allure du béton à la moitié du poids.', art: { drawing: 'table', color: '#90a4ae', accent: '#e5533d' } },
        { title: 'Fauteuil Adirondack en polymère', type: 'Chaises', vendor: T, price: 299.99, weight: 16, description: 'Polymère recyclé qui ne pourrit pas et ne se décolore pas, 12 couleurs.', art: { drawing: 'chair', color: '#00a6d6', accent: '#0096c7' }, variants: { option: 'Couleur', values: [{ value: 'Bleu lac', price: 299.99 }, { value: 'Jaune soleil', price: 299.99 }, { value: 'Blanc', price: 299.99 }, { value: 'Gris', price: 279.99 }] } },
        { title: 'Chaise empilable Bistro', type: 'Chaises', vendor: T, price: 89.99, weight: 4, description: 'Aluminium léger, empilable par huit pour l’hiver.', art: { drawing: 'chair', color: '#0b2545', accent: '#37474f' } },
        { title: 'Chaise longue inclinable', type: 'Chaises', vendor: T, price: 399.99, weight: 14, description: 'Cinq positions, roues arrière et coussin matelassé.', art: { drawing: 'chair', color: '#5d6a72', accent: '#f3e3c3' }, age: 7 },
        { title: 'Fauteuil pivotant Tremblant', type: 'Chaises', vendor: T, price: 549.99, weight: 19, description: 'Pivote et berce doucement, coussins Sunbrella amovibles.', art: { drawing: 'chair', color: '#37474f', accent: '#00a6d6' } },
        { title: 'Balançoire 3 places avec toit', type: 'Balançoires', vendor: T, price: 799.99, weight: 45, description: 'Toit ajustable anti-UV et banc capitonné pour trois adultes.', art: { drawing: 'swing', color: '#37474f', accent: '#00a6d6' }, catalogueOnly: true },
        { title: 'Balançoire de patio en cèdre', type: 'Balançoires', vendor: T, price: 1199.99, weight: 60, description: 'Cèdre rouge de l’Ouest, assemblé à la main au Québec.', art: { drawing: 'swing', color: '#8d6e52', accent: '#f3e3c3' } },
        { title: 'Balançoire suspendue cocon', type: 'Balançoires', vendor: A, price: 649.99, weight: 28, description: 'Nid en résine tressée sur pied d’acier, coussin épais.', art: { drawing: 'swing', color: '#0b2545', accent: '#f5c400' } },
        { title: 'Foyer au propane Laurentides', type: 'Foyers', vendor: T, price: 1299.99, compareAt: 1499.99, weight: 40, description: 'Table-foyer 50 000 BTU avec pierres de lave et couvercle.', art: { drawing: 'firePit', color: '#5d6a72', accent: '#f5c400' }, closeUp: true },
        { title: 'Foyer au bois en acier Corten', type: 'Foyers', vendor: T, price: 499.99, weight: 32, description: 'Bol de 36 po qui prend une patine rouille protectrice.', art: { drawing: 'firePit', color: '#a0522d', accent: '#f5c400' } },
        { title: 'Foyer au gaz naturel rectangulaire', type: 'Foyers', vendor: T, price: 1899.99, weight: 55, description: 'Branchement au gaz naturel, allumage électronique et verre trempé.', art: { drawing: 'firePit', color: '#263238', accent: '#00a6d6' }, catalogueOnly: true },
        { title: 'Table d’appoint ronde Lune', type: 'Tables d’appoint', vendor: T, price: 149.99, weight: 5, description: 'Petite table en aluminium pour poser un verre entre deux fauteuils.', art: { drawing: 'sideTable', color: '#37474f', accent: '#f5c400' } },
        { title: 'Table d’appoint en teck', type: 'Tables d’appoint', vendor: T, price: 229.99, weight: 7, description: 'Teck massif et plateau à lattes pour l’écoulement de l’eau.', art: { drawing: 'sideTable', color: '#8d6e52', accent: '#00a6d6' } },
        { title: 'Table d’appoint tambour', type: 'Tables d’appoint', vendor: A, price: 179.99, weight: 6, description: 'Base tressée et plateau de verre trempé.', art: { drawing: 'sideTable', color: '#0b2545', accent: '#ffffff' } },
        { title: 'Fauteuil Twist', type: 'Collection Twist', vendor: A, price: 699.99, weight: 15, description: 'Cordage tressé torsadé sur cadre d’aluminium : la pièce signature de la collection Twist.', art: { drawing: 'twistChair', color: '#37474f', accent: '#f3e3c3' }, closeUp: true, age: 1 },
        { title: 'Causeuse Twist', type: 'Collection Twist', vendor: A, price: 1299.99, weight: 26, description: 'Deux places en cordage torsadé, coussins gris perle.', art: { drawing: 'twistChair', color: '#5d4037', accent: '#e9e4d8' }, age: 1 },
        { title: 'Chaise à manger Twist', type: 'Collection Twist', vendor: A, price: 349.99, weight: 8, description: 'La chaise à manger assortie, empilable.', art: { drawing: 'twistChair', color: '#0b2545', accent: '#00a6d6' }, age: 1 },
        { title: 'Table basse Twist', type: 'Collection Twist', vendor: A, price: 599.99, weight: 14, description: 'Plateau de céramique sur base torsadée.', art: { drawing: 'sideTable', color: '#5d4037', accent: '#f3e3c3' }, age: 1 },
      ],
    },
    {
      handle: 'parasols-et-ombrage',
      title: 'Parasols et ombrage',
      description: 'De l’ombre où il en faut : parasols, bases et voiles d’ombrage.',
      productTypes: ['Parasols', 'Bases de parasol', 'Voiles d’ombrage'],
      products: [
        { title: 'Parasol de marché 9 pi', type: 'Parasols', vendor: O, price: 199.99, weight: 9, description: 'Toile de polyester anti-UV, manivelle et inclinaison par bouton-poussoir.', art: { drawing: 'parasol', color: '#f5c400', accent: '#0b2545' }, variants: { option: 'Couleur', values: [{ value: 'Jaune soleil', price: 199.99 }, { value: 'Marine', price: 199.99 }, { value: 'Turquoise', price: 209.99 }] } },
        { title: 'Parasol déporté 11 pi', type: 'Parasols', vendor: O, price: 599.99, compareAt: 699.99, weight: 28, description: 'Mât latéral et rotation à 360° pour ombrager la table sans mât au centre.', art: { drawing: 'parasol', color: '#0b2545', accent: '#00a6d6' } },
        { title: 'Parasol de plage inclinable', type: 'Parasols', vendor: O, price: 49.99, weight: 3, description: 'Léger, avec ancrage à visser dans le sable.', art: { drawing: 'parasol', color: '#00a6d6', accent: '#f5c400' } },
        { title: 'Base de parasol 50 lb', type: 'Bases de parasol', vendor: O, price: 89.99, weight: 23, description: 'Résine remplie de sable, roulettes intégrées.', art: { drawing: 'parasolBase', color: '#37474f', accent: '#f5c400' } },
        { title: 'Base à dalles pour parasol déporté', type: 'Bases de parasol', vendor: O, price: 149.99, weight: 12, description: 'Cadre en croix pour quatre dalles de patio (non incluses).', art: { drawing: 'parasolBase', color: '#0b2545', accent: '#cfd8dc' } },
        { title: 'Voile d’ombrage triangulaire 12 pi', type: 'Voiles d’ombrage', vendor: O, price: 79.99, weight: 2, description: 'Bloque 95 % des UV, quincaillerie en inox incluse.', art: { drawing: 'shadeSail', color: '#e9e4d8', accent: '#8d6e52' }, freeShipping: true },
        { title: 'Voile d’ombrage rectangulaire 10 x 13 pi', type: 'Voiles d’ombrage', vendor: O, price: 119.99, weight: 3, description: 'Tissu respirant qui laisse passer l’air chaud.', art: { drawing: 'shadeSail', color: '#00a6d6', accent: '#0b2545' } },
      ],
    },
    {
      handle: 'coussins-et-housses',
      title: 'Coussins et housses',
      description: 'Coussins de remplacement et housses pour protéger votre mobilier l’hiver.',
      productTypes: ['Coussins', 'Housses de protection'],
      products: [
        { title: 'Coussin de chaise longue', type: 'Coussins', vendor: T, price: 129.99, weight: 3, description: 'Mousse à séchage rapide et housse amovible lavable.', art: { drawing: 'cushion', color: '#00a6d6', accent: '#ffffff' }, freeShipping: true },
        { title: 'Coussin décoratif 18 po', type: 'Coussins', vendor: T, price: 34.99, weight: 0.6, description: 'Tissu d’extérieur résistant à la décoloration.', art: { drawing: 'cushion', color: '#f5c400', accent: '#0b2545' }, variants: { option: 'Motif', values: [{ value: 'Rayé', price: 34.99 }, { value: 'Uni', price: 29.99 }] } },
        { title: 'Housse d’ensemble de salon', type: 'Housses de protection', vendor: T, price: 89.99, weight: 2, description: 'Polyester enduit respirant, cordon de serrage et évents.', art: { drawing: 'spaCover', color: '#5d6a72', accent: '#0b2545' } },
        { title: 'Housse de balançoire', type: 'Housses de protection', vendor: T, price: 69.99, weight: 1.6, description: 'Couvre entièrement une balançoire 3 places pour l’hiver.', art: { drawing: 'spaCover', color: '#37474f', accent: '#f5c400' } },
      ],
    },
  ],
};
