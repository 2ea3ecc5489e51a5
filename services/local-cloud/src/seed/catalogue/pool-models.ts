// Owns the pool families, collections, models and option lists of the seed (spec §3 "Pool product").
import type { OptionSwatch } from '../images/scenes';
import type { PoolPlan, PoolShape } from '../images/models';
import type { ProductDrawing } from '../images/products';

export type PoolFamily = 'above-ground-pool' | 'in-ground-pool' | 'built-in-pool';
export type OptionList = 'liners' | 'walls' | 'shapes' | 'steps' | 'dimensions' | 'structuralComponents' | 'wallComponents' | 'treviclip';

export interface PoolOptionDef {
  title: string;
  /** Extra cost, when the option has one; stored as a numeric string. */
  price?: number;
  color: string;
}

export interface PoolModelDef {
  handle: string;
  title: string;
  description: string;
  productType: string;
  priceEv: number;
  discountEv: number;
  published: boolean;
  /** Shop product type (collection filter) of the matching catalogue-only product. */
  shopType: string;
  /** What its drawing shows: its shape, its size in feet (length, width) and the liner and wall it is shown with. */
  shape: PoolShape;
  size: [length: number, width: number];
  liner: string;
  wall?: string;
  /**
   * The options this model allows, by list, by the family's titles (ADR 0051: a round pool is never oval); a list not named
   * offers all the family's. An option `included` is what the model is built as: its price is in the model's.
   */
  allowed?: Partial<Record<OptionList, { title: string; included?: true }[]>>;
}

export interface PoolCollectionDef {
  handle: string;
  title: string;
  presentation: string;
  models: PoolModelDef[];
}

export interface PoolFamilyDef {
  family: PoolFamily;
  /** Spec's type label. */
  type: string;
  typeHandle: 'piscines-hors-terre' | 'piscines-creusees' | 'piscines-semi-creusees';
  vendor: string;
  drawing: ProductDrawing;
  color: string;
  collections: PoolCollectionDef[];
  /** Option lists the family carries, in the order of spec §3, with their items. */
  options: Partial<Record<OptionList, PoolOptionDef[]>>;
  /**
   * The lists a buyer may leave empty (ADR 0043): what a pool can do without (its steps: a ladder will do; the treviclip edge),
   * never what makes the pool (its size, shape, structure, liner or wall).
   */
  optionalLists: OptionList[];
}

export const OPTION_SWATCH: Record<OptionList, OptionSwatch> = {
  liners: 'liner',
  walls: 'wall',
  shapes: 'shape',
  steps: 'step',
  dimensions: 'dimension',
  structuralComponents: 'structure',
  wallComponents: 'wallComponent',
  treviclip: 'treviclip',
};

const LINERS: PoolOptionDef[] = [
  { title: 'Mosaïque Caraïbes', color: '#0096c7' },
  { title: 'Galets de rivière', color: '#5e8c9a' },
  { title: 'Marbre bleu nuit', price: 250, color: '#1d3557' },
  { title: 'Granit gris perle', price: 250, color: '#8d99ae' },
  { title: 'Vague turquoise', price: 150, color: '#2ec4b6' },
];

const ABOVE_GROUND_WALLS: PoolOptionDef[] = [
  { title: 'Rotin blanc', color: '#e9e4d8' },
  { title: 'Ardoise grise', color: '#6c757d' },
  { title: 'Bois flotté', price: 300, color: '#a68a64' },
];

export const POOL_FAMILIES: PoolFamilyDef[] = [
  {
    family: 'above-ground-pool',
    type: 'Piscine hors terre',
    typeHandle: 'piscines-hors-terre',
    vendor: 'Nordika Piscines',
    drawing: 'poolAbove',
    color: '#cfd8dc',
    collections: [
      {
        handle: 'collection-riviera',
        title: 'Collection Riviera',
        presentation:
          'Parois d’acier galvanisé, margelles en résine qui ne rouillent pas et garantie de 30 ans : la Riviera traverse les hivers québécois sans broncher.',
        models: [
          {
            handle: 'riviera-ronde-21-pi',
            title: 'Riviera ronde 21 pi',
            description: 'Le format idéal pour une première piscine : 21 pieds de diamètre et 52 pouces de profondeur.',
            productType: 'Piscine hors terre',
            priceEv: 4299,
            discountEv: 0,
            published: true,
            shopType: 'Piscines rondes',
            shape: 'round',
            size: [21, 21],
            liner: 'Mosaïque Caraïbes',
            wall: 'Rotin blanc',
            allowed: { shapes: [{ title: 'Ronde' }] },
          },
          {
            handle: 'riviera-ronde-24-pi',
            title: 'Riviera ronde 24 pi',
            description: 'Notre piscine la plus vendue, assez grande pour les jeux et les longueurs tranquilles.',
            productType: 'Piscine hors terre',
            priceEv: 4899,
            discountEv: 10,
            published: true,
            shopType: 'Piscines rondes',
            shape: 'round',
            size: [24, 24],
            liner: 'Vague turquoise',
            wall: 'Ardoise grise',
            allowed: { shapes: [{ title: 'Ronde' }] },
          },
          {
            handle: 'riviera-ovale-15-x-30-pi',
            title: 'Riviera ovale 15 x 30 pi',
            description: 'Une forme allongée qui se glisse le long d’une clôture, avec des renforts latéraux sans excavation.',
            productType: 'Piscine hors terre',
            priceEv: 7499,
            discountEv: 0,
            published: true,
            shopType: 'Piscines ovales',
            shape: 'oval',
            size: [30, 15],
            liner: 'Marbre bleu nuit',
            wall: 'Rotin blanc',
            allowed: { shapes: [{ title: 'Ovale', included: true }] },
          },
        ],
      },
      {
        handle: 'collection-oasis',
        title: 'Collection Oasis',
        presentation: 'Structure entièrement en résine, installation sur terrain préparé en une journée et finition bois flotté.',
        models: [
          {
            handle: 'oasis-ronde-24-pi',
            title: 'Oasis ronde 24 pi',
            description: 'La résine partout où l’eau touche : aucune corrosion, même avec une eau salée.',
            productType: 'Piscine hors terre',
            priceEv: 6299,
            discountEv: 0,
            published: true,
            shopType: 'Piscines rondes',
            shape: 'round',
            size: [24, 24],
            liner: 'Galets de rivière',
            wall: 'Bois flotté',
            allowed: { shapes: [{ title: 'Ronde' }] },
          },
          {
            handle: 'oasis-ronde-27-pi',
            title: 'Oasis ronde 27 pi',
            description: 'Le grand format de la collection Oasis — offert à nouveau la saison prochaine.',
            productType: 'Piscine hors terre',
            priceEv: 6999,
            discountEv: 0,
            published: false,
            shopType: 'Piscines rondes',
            shape: 'round',
            size: [27, 27],
            liner: 'Granit gris perle',
            wall: 'Bois flotté',
            allowed: { shapes: [{ title: 'Ronde' }] },
          },
        ],
      },
    ],
    optionalLists: ['steps'],
    options: {
      shapes: [
        { title: 'Ronde', color: '#0b2545' },
        { title: 'Ovale', price: 1200, color: '#0b2545' },
      ],
      liners: LINERS,
      steps: [
        { title: 'Escalier droit intégré', price: 899, color: '#f1f3f5' },
        { title: 'Escalier d’angle', price: 1099, color: '#f1f3f5' },
      ],
      walls: ABOVE_GROUND_WALLS,
    },
  },
  {
    family: 'in-ground-pool',
    type: 'Piscine creusée',
    typeHandle: 'piscines-creusees',
    vendor: 'Nordika Piscines',
    drawing: 'poolInground',
    color: '#f1f3f5',
    collections: [
      {
        handle: 'piscines-creusees-vinyle',
        title: 'Piscines creusées en vinyle',
        presentation:
          'Conçues sur mesure et installées par nos équipes, nos piscines creusées en vinyle allient parois d’acier ou de polymère et toile de qualité supérieure.',
        models: [
          {
            handle: 'rectangulaire-classique',
            title: 'Rectangulaire classique',
            description: 'Des lignes droites pour la nage et un escalier pleine largeur.',
            productType: 'Piscine creusée',
            priceEv: 42900,
            discountEv: 0,
            published: true,
            shopType: 'Piscines creusées',
            shape: 'rectangle',
            size: [32, 16],
            liner: 'Mosaïque Caraïbes',
          },
          {
            handle: 'forme-libre-lagon',
            title: 'Forme libre Lagon',
            description: 'Des courbes naturelles qui s’intègrent à l’aménagement paysager.',
            productType: 'Piscine creusée',
            priceEv: 47900,
            discountEv: 5,
            published: true,
            shopType: 'Piscines creusées',
            shape: 'freeform',
            size: [36, 18],
            liner: 'Vague turquoise',
          },
          {
            handle: 'rectangulaire-roman',
            title: 'Rectangulaire à escalier romain',
            description: 'L’élégance d’un escalier romain arrondi au bout d’un bassin rectangulaire.',
            productType: 'Piscine creusée',
            priceEv: 45900,
            discountEv: 0,
            published: true,
            shopType: 'Piscines creusées',
            shape: 'roman',
            size: [28, 14],
            liner: 'Marbre bleu nuit',
          },
        ],
      },
    ],
    optionalLists: ['treviclip'],
    options: {
      dimensions: [
        { title: '12 x 24 pi', color: '#0b2545' },
        { title: '14 x 28 pi', price: 3500, color: '#0b2545' },
        { title: '16 x 32 pi', price: 6500, color: '#0b2545' },
        { title: '18 x 36 pi', price: 9500, color: '#0b2545' },
      ],
      structuralComponents: [
        { title: 'Panneaux d’acier galvanisé', color: '#90a4ae' },
        { title: 'Panneaux de polymère', price: 2800, color: '#b0bec5' },
        { title: 'Renforts en A', color: '#78909c' },
      ],
      wallComponents: [
        { title: 'Margelle d’aluminium', color: '#cfd8dc' },
        { title: 'Bordure de béton coulé', price: 4200, color: '#bdbdbd' },
      ],
      treviclip: [
        { title: 'Treviclip standard', color: '#eceff1' },
        { title: 'Treviclip avec margelle large', price: 1900, color: '#eceff1' },
      ],
      liners: LINERS,
      walls: [
        { title: 'Acier galvanisé 14 gauges', color: '#90a4ae' },
        { title: 'Polymère renforcé', price: 2100, color: '#cfd8dc' },
      ],
    },
  },
  {
    family: 'built-in-pool',
    type: 'Piscine semi-creusée',
    typeHandle: 'piscines-semi-creusees',
    vendor: 'Nordika Piscines',
    drawing: 'poolSemi',
    color: '#eceff1',
    collections: [
      {
        handle: 'piscines-semi-creusees',
        title: 'Piscines semi-creusées',
        presentation:
          'À mi-chemin entre la hors terre et la creusée : enfouie jusqu’à mi-hauteur, entourée d’un patio, à une fraction du prix d’une creusée.',
        models: [
          {
            handle: 'semi-creusee-ronde-24-pi',
            title: 'Semi-creusée ronde 24 pi',
            description: 'Une piscine ronde enfouie à mi-hauteur, prête pour un patio de bois sur trois côtés.',
            productType: 'Piscine semi-creusée',
            priceEv: 12900,
            discountEv: 0,
            published: true,
            shopType: 'Piscines semi-creusées',
            shape: 'round',
            size: [24, 24],
            liner: 'Galets de rivière',
            allowed: { shapes: [{ title: 'Ronde' }] },
          },
          {
            handle: 'semi-creusee-ovale-16-x-32-pi',
            title: 'Semi-creusée ovale 16 x 32 pi',
            description: 'Un bassin ovale avec escalier d’angle et parois renforcées pour terrains en pente.',
            productType: 'Piscine semi-creusée',
            priceEv: 17900,
            discountEv: 10,
            published: true,
            shopType: 'Piscines semi-creusées',
            shape: 'oval',
            size: [32, 16],
            liner: 'Granit gris perle',
            allowed: { shapes: [{ title: 'Ovale', included: true }] },
          },
        ],
      },
    ],
    optionalLists: ['steps'],
    options: {
      shapes: [
        { title: 'Ronde', color: '#0b2545' },
        { title: 'Ovale', price: 1800, color: '#0b2545' },
        { title: 'Rectangulaire', price: 2600, color: '#0b2545' },
      ],
      liners: LINERS,
      steps: [
        { title: 'Escalier droit', price: 1299, color: '#f1f3f5' },
        { title: 'Escalier d’angle arrondi', price: 1599, color: '#f1f3f5' },
      ],
    },
  },
];

/**
 * The options a model offers, list by list: the family's, narrowed to what the model allows (in the family's order), an
 * included option without its price. A title the family does not have is a mistake in the seed, not a choice to drop.
 */
export function modelOptions(family: PoolFamilyDef, model: PoolModelDef): Partial<Record<OptionList, PoolOptionDef[]>> {
  const lists = Object.entries(family.options) as [OptionList, PoolOptionDef[]][];
  return Object.fromEntries(
    lists.map(([list, items]) => {
      const allowed = model.allowed?.[list];
      if (!allowed) return [list, items];
      for (const { title } of allowed) {
        if (!items.some((item) => item.title === title))
          throw new Error(`${model.handle}: ${list} ${title} is not one of ${family.family}'s`);
      }
      return [
        list,
        items.flatMap((item) => {
          const entry = allowed.find((candidate) => candidate.title === item.title);
          if (!entry) return [];
          const { price: _price, ...free } = item;
          return [entry.included ? free : item];
        }),
      ];
    }),
  );
}

/** What a model's drawing shows: its shape and size, the colour of its liner and of its wall (the family's coping where it has no wall of its own). */
export function poolModelPlan(family: PoolFamilyDef, model: PoolModelDef): PoolPlan {
  const colour = (list: OptionList, title: string | undefined) => family.options[list]?.find((item) => item.title === title)?.color;
  const liner = colour('liners', model.liner);
  if (!liner) throw new Error(`${model.handle}: liner ${model.liner} is not one of ${family.family}'s`);
  const [length, width] = model.size;
  return { kind: 'pool', shape: model.shape, length, width, liner, wall: colour('walls', model.wall) ?? family.color };
}
