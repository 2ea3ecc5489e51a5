// Owns the shop categories built from the spa and pool models: 'spas' (spas, swim spas, spa accessories) and 'piscines'.
import { SPECIAL_COLLECTION_IDS } from '@storefront/contracts';
import { POOL_FAMILIES, poolModelPlan } from '../catalogue/pool-models';
import { SPA_MODELS, SPA_SERIES, SPA_VENDOR, spaModelPlan, type SpaModelDef } from '../catalogue/spa-models';
import { videoId } from '../marketing/content';
import type { CategoryDef, ProductDef } from './definitions';
import { FREIGHT } from './fulfilment';
import { poolSpecs, spaSpecs } from './specs';

/** Spec §9: discounted price = price − price × discount / 100. */
export function discounted(price: number, discount: number): number {
  return Math.round((price - (price * discount) / 100) * 100) / 100;
}

function spaProduct(model: SpaModelDef): ProductDef {
  const price = discounted(model.priceEv, model.discountEv);
  return {
    title: model.swimSpa ? `Spa de nage ${model.title}` : `Spa ${model.title}`,
    type: SPA_SERIES[model.series].productType,
    vendor: SPA_VENDOR,
    price,
    ...(model.discountEv > 0 ? { compareAt: model.priceEv } : {}),
    description: `${model.description} ${model.persons} places, ${model.jets} jets.`,
    features: [`Dimensions : ${model.dimensions}`, `Capacité : ${model.waterCapacity}`, model.pumps],
    art: { drawing: model.swimSpa ? 'swimSpa' : 'spa', color: model.color, accent: '#00a6d6', model: spaModelPlan(model) },
    weight: Number.parseInt(model.dryWeight.replace(/\s/g, ''), 10),
    // Spas are sold in store, with a visit and a delivery plan: shown with their price, not bought online.
    catalogueOnly: true,
    closeUp: true,
    specs: spaSpecs(model),
    // Each spa has its presentation video, which the product page loads on demand.
    tags: [`video:${videoId(`spa:${model.title}`)}`],
  };
}

const publishedSpas = SPA_MODELS.filter((model) => model.published);

export const SPAS: CategoryDef = {
  handle: 'spas',
  title: 'Spas et spas de nage',
  seoDescription: 'Spas de 3 à 8 places et spas de nage Boréal : essai en magasin, livraison et installation partout au Québec.',
  image: 'spa',
  collections: [
    {
      handle: 'spas',
      title: 'Spas',
      description: 'Trois séries de spas fabriqués au Québec, de 3 à 8 places.',
      fixedId: SPECIAL_COLLECTION_IDS.spas,
      productTypes: ['Série Évasion', 'Série Harmonie', 'Série Prestige'],
      products: publishedSpas.filter((model) => !model.swimSpa).map(spaProduct),
    },
    {
      handle: 'spas-de-nage',
      title: 'Spas de nage',
      description: 'Nagez toute l’année dans votre cour grâce à nos spas de nage à contre-courant.',
      productTypes: ['Spas de nage'],
      products: publishedSpas.filter((model) => model.swimSpa).map(spaProduct),
    },
    {
      handle: 'accessoires-de-spa',
      title: 'Accessoires de spa',
      description: 'Couvercles, marches, filtres et parfums pour profiter de votre spa en toute saison.',
      productTypes: ['Couvercles', 'Marches', 'Filtres de spa', 'Parfums', 'Confort'],
      products: [
        {
          title: 'Couvercle de spa isolé 5 po',
          type: 'Couvercles',
          vendor: SPA_VENDOR,
          price: 649.99,
          weight: 25,
          description: 'Mousse haute densité 5 po à 3 po, vinyle marin et sangles de sécurité verrouillables.',
          art: { drawing: 'spaCover', color: '#5d4037', accent: '#f5c400' },
          // Folded, 2.1 m long: past the 2 m Canada Post takes.
          fulfilment: FREIGHT,
          variants: {
            option: 'Format',
            values: [
              { value: '84 x 84 po', price: 649.99 },
              { value: '90 x 90 po', price: 699.99 },
              // The largest is out of stock: a chooser shows a format that cannot be bought.
              { value: '94 x 94 po', price: 749.99, soldOut: true },
            ],
          },
        },
        {
          title: 'Lève-couvercle hydraulique',
          type: 'Couvercles',
          vendor: SPA_VENDOR,
          price: 399.99,
          compareAt: 449.99,
          weight: 14,
          description: 'Une seule personne ouvre le couvercle sans effort, sans percer le spa.',
          art: { drawing: 'spaCover', color: '#37474f', accent: '#00a6d6' },
        },
        {
          title: 'Marches de spa en polymère',
          type: 'Marches',
          vendor: SPA_VENDOR,
          price: 229.99,
          weight: 9,
          description: 'Deux marches antidérapantes avec rangement intégré.',
          art: { drawing: 'spaSteps', color: '#5d4037', accent: '#f3e3c3' },
        },
        {
          title: 'Marches de spa avec main courante',
          type: 'Marches',
          vendor: SPA_VENDOR,
          price: 329.99,
          weight: 12,
          description: 'Main courante en aluminium pour entrer et sortir en sécurité.',
          art: { drawing: 'spaSteps', color: '#37474f', accent: '#00a6d6' },
        },
        {
          title: 'Cartouche filtrante 50 pi²',
          type: 'Filtres de spa',
          vendor: 'Hydroflo',
          price: 49.99,
          weight: 1,
          description: 'Cartouche de remplacement plissée pour la plupart des spas Boréal.',
          art: { drawing: 'filter', color: '#b0bec5', accent: '#00a6d6' },
          freeShipping: true,
        },
        {
          title: 'Ensemble de 2 cartouches 75 pi²',
          type: 'Filtres de spa',
          vendor: 'Hydroflo',
          price: 89.99,
          weight: 2,
          description: 'Gardez-en une propre pendant que l’autre filtre.',
          art: { drawing: 'filter', color: '#90a4ae', accent: '#0b2545' },
          freeShipping: true,
        },
        {
          title: 'Parfum de spa eucalyptus',
          type: 'Parfums',
          vendor: 'Clairo',
          price: 14.99,
          weight: 0.3,
          description: 'Cristaux parfumés compatibles avec le brome et le chlore.',
          art: { drawing: 'bottle', color: '#2e7d32', accent: '#ffffff', label: 'EUCALYPTUS' },
        },
        {
          title: 'Parfum de spa lavande',
          type: 'Parfums',
          vendor: 'Clairo',
          price: 14.99,
          weight: 0.3,
          description: 'Une note florale apaisante pour les soirées.',
          art: { drawing: 'bottle', color: '#7a5bd6', accent: '#ffffff', label: 'LAVANDE' },
        },
        {
          title: 'Parfum de spa mangue',
          type: 'Parfums',
          vendor: 'Clairo',
          price: 14.99,
          weight: 0.3,
          description: 'Un parfum tropical qui ne laisse pas de résidu.',
          art: { drawing: 'bottle', color: '#ff9f1c', accent: '#ffffff', label: 'MANGUE' },
          age: 8,
        },
        {
          title: 'Oreiller de spa',
          type: 'Confort',
          vendor: SPA_VENDOR,
          price: 39.99,
          weight: 0.5,
          description: 'Appui-tête à ventouses qui épouse la nuque.',
          art: { drawing: 'cushion', color: '#37474f', accent: '#00a6d6' },
        },
      ],
    },
  ],
};

/**
 * The wall material each pool collection states: the Riviera's galvanized steel walls, the Oasis's all-resin structure, and
 * the in-ground pools' galvanized steel walls (the first, included, of their walls; polymer costs extra). The semi-in-ground
 * pools' presentation names none.
 */
const POOL_WALLS: Record<string, string> = {
  'collection-riviera': 'galvanized-steel',
  'collection-oasis': 'resin',
  'piscines-creusees-vinyle': 'galvanized-steel',
};

const POOL_COLLECTIONS: Record<string, { handle: string; title: string; description: string; productTypes: string[] }> = {
  'above-ground-pool': {
    handle: 'piscines-hors-terre',
    title: 'Piscines hors terre',
    description: 'Piscines hors terre rondes et ovales, installées en une journée.',
    productTypes: ['Piscines rondes', 'Piscines ovales'],
  },
  'built-in-pool': {
    handle: 'piscines-semi-creusees',
    title: 'Piscines semi-creusées',
    description: 'L’allure d’une creusée, le prix d’une hors terre.',
    productTypes: ['Piscines semi-creusées'],
  },
  'in-ground-pool': {
    handle: 'piscines-creusees',
    title: 'Piscines creusées',
    description: 'Piscines creusées en vinyle conçues et installées sur mesure.',
    productTypes: ['Piscines creusées'],
  },
};

export const POOLS: CategoryDef = {
  handle: 'piscines',
  title: 'Piscines',
  seoDescription: 'Piscines hors terre, semi-creusées et creusées : conception, installation et service après-vente par nos équipes.',
  image: 'pool',
  collections: (['above-ground-pool', 'built-in-pool', 'in-ground-pool'] as const).map((family) => {
    const definition = POOL_FAMILIES.find((candidate) => candidate.family === family);
    const collection = POOL_COLLECTIONS[family];
    if (!definition || !collection) throw new Error(`Unknown pool family ${family}`);
    return {
      ...collection,
      products: definition.collections.flatMap((poolCollection) =>
        poolCollection.models
          .filter((model) => model.published)
          .map((model): ProductDef => ({
            title: `Piscine ${model.title}`,
            type: model.shopType,
            vendor: definition.vendor,
            price: discounted(model.priceEv, model.discountEv),
            ...(model.discountEv > 0 ? { compareAt: model.priceEv } : {}),
            description: `${model.description} ${poolCollection.presentation}`,
            art: { drawing: definition.drawing, color: definition.color, accent: '#00a6d6', model: poolModelPlan(definition, model) },
            weight: 400,
            // Pools are quoted and installed by our teams: catalogue only.
            catalogueOnly: true,
            closeUp: true,
            specs: poolSpecs(definition, model, POOL_WALLS[poolCollection.handle]),
          })),
      ),
    };
  }),
};
