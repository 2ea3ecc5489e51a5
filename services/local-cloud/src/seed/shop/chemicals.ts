// Owns the pool and spa chemicals of the seed shop (category 'produits-chimiques').
import type { CategoryDef } from './definitions';

const V = 'Aqua Pro';
const B = 'Clairo';

export const CHEMICALS: CategoryDef = {
  handle: 'produits-chimiques',
  title: 'Produits chimiques',
  seoDescription: 'Chlore, traitements choc, équilibre de l’eau et produits pour spa : tout pour une eau claire et saine, livré partout au Canada.',
  image: 'chemicals',
  collections: [
    {
      handle: 'traitement-de-l-eau-de-piscine',
      title: 'Traitement de l’eau de piscine',
      description: 'Désinfection, équilibre et clarté de l’eau de votre piscine, de l’ouverture à la fermeture.',
      productTypes: ['Chlore', 'Traitements choc', 'Équilibre de l’eau', 'Algicides', 'Clarifiants', 'Détachants et séquestrants'],
      products: [
        { title: 'Chlore en tablettes 3 po', type: 'Chlore', vendor: V, price: 89.99, compareAt: 104.99, weight: 10.5, description: 'Tablettes de trichlore stabilisé à dissolution lente pour chlorateur ou flotteur. Un seau dure environ deux mois dans une piscine de 24 pi.', features: ['90 % de chlore disponible', 'Stabilisant intégré', 'Pour chlorateur automatique ou flotteur'], art: { drawing: 'tablets', color: '#00a6d6', accent: '#0b2545', label: 'TABLETTES 3 PO' }, variants: { option: 'Format', values: [{ value: '4 kg', price: 44.99 }, { value: '10 kg', price: 89.99, compareAt: 104.99 }] }, closeUp: true },
        { title: 'Chlore en bâtonnets', type: 'Chlore', vendor: V, price: 94.99, weight: 10.4, description: 'Bâtonnets de trichlore pour un chlore constant pendant plusieurs semaines, sans manipulation quotidienne.', art: { drawing: 'pail', color: '#0096c7', accent: '#0b2545', label: 'BÂTONNETS' } },
        { title: 'Chlore granulaire stabilisé', type: 'Chlore', vendor: V, price: 54.99, weight: 5.2, description: 'Dichlore à dissolution rapide, idéal pour ajuster le taux de chlore en quelques heures.', art: { drawing: 'pail', color: '#48cae4', accent: '#0b2545', label: 'GRANULAIRE' } },
        { title: 'Chlore liquide 12 %', type: 'Chlore', vendor: B, price: 8.99, weight: 4.6, description: 'Hypochlorite de sodium prêt à verser, sans stabilisant, pour les piscines au sel comme au chlore.', art: { drawing: 'jug', color: '#b9dfeb', accent: '', label: 'CHLORE 12 %' }, age: 12 },
        { title: 'Traitement choc au chlore', type: 'Traitements choc', vendor: V, price: 39.99, weight: 2.6, description: 'Six sachets de 400 g d’hypochlorite de calcium pour éliminer bactéries et matières organiques après la baignade.', features: ['Agit en 8 heures', '1 sachet pour 40 000 L'], art: { drawing: 'pouch', color: '#e5533d', accent: '#0b2545', label: 'CHOC' } },
        { title: 'Choc sans chlore Oxy', type: 'Traitements choc', vendor: B, price: 44.99, weight: 2.5, description: 'Monopersulfate de potassium : baignade possible 15 minutes après le traitement.', art: { drawing: 'pouch', color: '#2e7d32', accent: '#f5c400', label: 'OXY' }, freeShipping: true },
        { title: 'Super choc 73 %', type: 'Traitements choc', vendor: V, price: 69.99, compareAt: 79.99, weight: 5.1, description: 'Notre choc le plus concentré, pour récupérer une eau verte à l’ouverture.', art: { drawing: 'pail', color: '#e5533d', accent: '#0b2545', label: 'SUPER CHOC' } },
        { title: 'Augmenteur de pH', type: 'Équilibre de l’eau', vendor: V, price: 19.99, weight: 2.1, description: 'Carbonate de sodium pour remonter un pH trop bas et protéger la toile et l’équipement.', art: { drawing: 'pail', color: '#f5c400', accent: '#0b2545', label: 'pH +' } },
        { title: 'Réducteur de pH', type: 'Équilibre de l’eau', vendor: V, price: 21.99, weight: 2.6, description: 'Bisulfate de sodium granulaire pour abaisser le pH et l’alcalinité totale.', art: { drawing: 'pail', color: '#7a5bd6', accent: '#0b2545', label: 'pH −' } },
        { title: 'Augmenteur d’alcalinité', type: 'Équilibre de l’eau', vendor: V, price: 24.99, weight: 4.1, description: 'Bicarbonate de sodium qui stabilise le pH et prévient les variations brusques.', art: { drawing: 'pail', color: '#00a6d6', accent: '#0b2545', label: 'ALCALINITÉ' } },
        { title: 'Augmenteur de dureté calcique', type: 'Équilibre de l’eau', vendor: B, price: 29.99, weight: 4.1, description: 'Chlorure de calcium pour éviter une eau agressive qui ronge joints et toiles.', art: { drawing: 'pail', color: '#90a4ae', accent: '#0b2545', label: 'CALCIUM' } },
        { title: 'Stabilisant de chlore', type: 'Équilibre de l’eau', vendor: B, price: 34.99, weight: 1.9, description: 'Acide cyanurique qui protège le chlore des rayons UV et prolonge son action.', art: { drawing: 'bottle', color: '#0b2545', accent: '#f5c400', label: 'STABILISANT' } },
        { title: 'Algicide 60 % non moussant', type: 'Algicides', vendor: V, price: 32.99, weight: 1.2, description: 'Polyquat concentré qui prévient les algues vertes, jaunes et noires sans faire mousser.', art: { drawing: 'bottle', color: '#7a5bd6', accent: '#f5c400', label: 'ALGICIDE 60' }, closeUp: true },
        { title: 'Algicide d’entretien hebdomadaire', type: 'Algicides', vendor: B, price: 22.99, compareAt: 27.99, weight: 1.1, description: 'Une dose par semaine pour garder les parois propres tout l’été.', art: { drawing: 'bottle', color: '#2e7d32', accent: '#f5c400', label: 'ALGICIDE' } },
        { title: 'Traitement algues moutarde', type: 'Algicides', vendor: V, price: 36.99, weight: 1.0, description: 'Formule ciblée contre les algues jaunes tenaces des coins ombragés.', art: { drawing: 'bottle', color: '#f5c400', accent: '#0b2545', label: 'MOUTARDE' } },
        { title: 'Clarifiant rapide', type: 'Clarifiants', vendor: V, price: 19.99, weight: 1.1, description: 'Regroupe les fines particules pour que le filtre les capte : eau cristalline en 24 heures.', art: { drawing: 'bottle', color: '#00a6d6', accent: '#0b2545', label: 'CLARIFIANT' }, age: 5 },
        { title: 'Floculant en sachet', type: 'Clarifiants', vendor: B, price: 16.99, weight: 1.0, description: 'Sachet à déposer dans le panier d’écumoire pour les filtres au sable.', art: { drawing: 'pouch', color: '#48cae4', accent: '#0b2545', label: 'FLOC' } },
        { title: 'Enzymes nettoyantes', type: 'Clarifiants', vendor: B, price: 29.99, weight: 1.1, description: 'Digèrent huiles et lotions solaires pour éviter la ligne grasse à la surface.', art: { drawing: 'bottle', color: '#ff9f1c', accent: '#0b2545', label: 'ENZYMES' } },
        { title: 'Séquestrant de métaux', type: 'Détachants et séquestrants', vendor: V, price: 27.99, weight: 1.1, description: 'Empêche le fer et le cuivre de l’eau de puits de tacher la toile.', art: { drawing: 'bottle', color: '#5d4037', accent: '#f5c400', label: 'MÉTAUX' } },
        { title: 'Détachant pour toile', type: 'Détachants et séquestrants', vendor: B, price: 24.99, weight: 0.6, description: 'Gel à appliquer sur les taches de métal et de feuilles, sans vider la piscine.', art: { drawing: 'spray', color: '#e5533d', accent: '#0b2545', label: 'DÉTACHANT' } },
      ],
    },
    {
      handle: 'traitement-de-spa',
      title: 'Traitement de spa',
      description: 'Brome, équilibre et nettoyants formulés pour l’eau chaude des spas.',
      productTypes: ['Brome', 'Équilibre de l’eau du spa', 'Nettoyants pour spa'],
      products: [
        { title: 'Brome en tablettes pour spa', type: 'Brome', vendor: V, price: 64.99, weight: 2.2, description: 'Tablettes de brome pour flotteur, stables à haute température et douces pour la peau.', art: { drawing: 'tablets', color: '#0b2545', accent: '#00a6d6', label: 'BROME' } },
        { title: 'Brome granulaire', type: 'Brome', vendor: B, price: 29.99, weight: 0.9, description: 'Démarre une nouvelle eau de spa en quelques minutes.', art: { drawing: 'bottle', color: '#0b2545', accent: '#00a6d6', label: 'BROME' } },
        { title: 'Choc pour spa', type: 'Brome', vendor: V, price: 24.99, weight: 1.0, description: 'Oxydant sans chlore qui réactive le brome après chaque utilisation.', art: { drawing: 'bottle', color: '#e5533d', accent: '#0b2545', label: 'CHOC SPA' } },
        { title: 'Équilibreur pH spa', type: 'Équilibre de l’eau du spa', vendor: V, price: 17.99, weight: 0.8, description: 'Ajuste le pH de l’eau chaude sans faire mousser.', art: { drawing: 'bottle', color: '#f5c400', accent: '#0b2545', label: 'pH SPA' } },
        { title: 'Antimousse pour spa', type: 'Équilibre de l’eau du spa', vendor: B, price: 16.99, weight: 0.6, description: 'Élimine la mousse causée par les savons et cosmétiques en quelques secondes.', art: { drawing: 'bottle', color: '#48cae4', accent: '#0b2545', label: 'ANTIMOUSSE' } },
        { title: 'Nettoyant de tuyauterie', type: 'Nettoyants pour spa', vendor: V, price: 26.99, weight: 1.0, description: 'À verser avant chaque vidange pour déloger le biofilm des conduits.', art: { drawing: 'bottle', color: '#7a5bd6', accent: '#f5c400', label: 'TUYAUTERIE' } },
        { title: 'Nettoyant de cartouches', type: 'Nettoyants pour spa', vendor: B, price: 19.99, weight: 1.1, description: 'Dissout huiles et calcaire pour doubler la durée de vie des cartouches filtrantes.', art: { drawing: 'spray', color: '#00a6d6', accent: '#0b2545', label: 'CARTOUCHES' } },
      ],
    },
    {
      handle: 'ouverture-et-fermeture',
      title: 'Ouverture et fermeture',
      description: 'Les trousses complètes pour ouvrir et fermer votre piscine sans rien oublier.',
      productTypes: ['Trousses d’ouverture', 'Trousses de fermeture', 'Analyse de l’eau'],
      products: [
        { title: 'Trousse d’ouverture piscine hors terre', type: 'Trousses d’ouverture', vendor: V, price: 79.99, compareAt: 94.99, weight: 6.0, description: 'Choc, algicide, clarifiant et séquestrant dosés pour une piscine jusqu’à 27 pi.', features: ['Guide étape par étape inclus', 'Pour 60 000 L'], art: { drawing: 'pail', color: '#f5c400', accent: '#00a6d6', label: 'OUVERTURE' }, age: 2 },
        { title: 'Trousse d’ouverture piscine creusée', type: 'Trousses d’ouverture', vendor: V, price: 109.99, weight: 9.0, description: 'Les mêmes produits en format creusée, pour 100 000 L.', art: { drawing: 'pail', color: '#f5c400', accent: '#0b2545', label: 'OUVERTURE+' }, age: 3 },
        { title: 'Trousse de fermeture', type: 'Trousses de fermeture', vendor: V, price: 59.99, weight: 4.5, description: 'Protège l’eau pendant l’hiver et facilite l’ouverture du printemps.', art: { drawing: 'pail', color: '#0b2545', accent: '#00a6d6', label: 'FERMETURE' } },
        { title: 'Antigel pour tuyauterie', type: 'Trousses de fermeture', vendor: B, price: 14.99, weight: 3.9, description: 'Propylène glycol non toxique pour protéger les conduits du gel.', art: { drawing: 'jug', color: '#e5533d', accent: '', label: 'ANTIGEL' } },
        { title: 'Bandelettes d’analyse 6 en 1', type: 'Analyse de l’eau', vendor: B, price: 17.99, weight: 0.2, description: '50 bandelettes : chlore, brome, pH, alcalinité, dureté et stabilisant en 15 secondes.', art: { drawing: 'bottle', color: '#00a6d6', accent: '#0b2545', label: '6 EN 1' }, freeShipping: true },
        { title: 'Trousse d’analyse à gouttes', type: 'Analyse de l’eau', vendor: V, price: 39.99, weight: 0.6, description: 'Réactifs liquides pour un dosage précis du chlore et du pH, comme en magasin.', art: { drawing: 'testKit', color: '#0b2545', accent: '#f5c400' }, freeShipping: true, closeUp: true },
      ],
    },
  ],
};
