// Owns the spa and swim-spa models of the seed (spec §3 "Spa product"), shared by the Firestore records and the shop, and what their drawings show.
import type { SpaPlan } from '../images/models';

export type SpaSeries = 'evasion' | 'harmonie' | 'prestige' | 'aquafit';

export interface SpaModelDef {
  handle: string;
  title: string;
  series: SpaSeries;
  swimSpa: boolean;
  priceEv: number;
  /** Discount in percent (spec §9: discounted price = price − price × discount / 100). */
  discountEv: number;
  persons: string;
  jets: number;
  led: boolean;
  audio: boolean;
  rmax: boolean;
  touch2: boolean;
  lounge: boolean;
  /** Loungers, where there are more than one. */
  lounges?: number;
  /** A swim spa with two separate water zones. */
  dualZone?: boolean;
  dimensions: string;
  waterCapacity: string;
  dryWeight: string;
  pumps: string;
  /** The electrical service it needs (a code of @storefront/contracts' SPEC_CODES.electrical). */
  electrical: '120V-15A' | '240V-40A' | '240V-50A' | '240V-60A';
  description: string;
  published: boolean;
  color: string;
}

export const SPA_SERIES: Record<SpaSeries, { title: string; productType: string }> = {
  evasion: { title: 'Série Évasion', productType: 'Série Évasion' },
  harmonie: { title: 'Série Harmonie', productType: 'Série Harmonie' },
  prestige: { title: 'Série Prestige', productType: 'Série Prestige' },
  aquafit: { title: 'Série Aquafit', productType: 'Spas de nage' },
};

export const SPA_VENDOR = 'Boréal Spas';

export type SpaOptionList = 'shellColours' | 'cabinetColours' | 'covers' | 'steps' | 'coverLifters' | 'sanitizers';

export interface SpaOptionDef {
  title: string;
  /** Extra cost, when the option has one; an option without it is included in the model's price. */
  price?: number;
  color: string;
}

/**
 * The choices of every spa and swim spa (ADR 0043). The first option of each list is included, or the list is optional (its
 * cheapest choice is none), so the cheapest configuration is the model's own price and the "from" price does not move.
 */
export const SPA_OPTIONS: Record<SpaOptionList, SpaOptionDef[]> = {
  shellColours: [
    { title: 'Blanc perle', color: '#f4f4f0' },
    { title: 'Granit gris', color: '#9ea3a8' },
    { title: 'Bleu minuit', price: 250, color: '#1d3557' },
  ],
  cabinetColours: [
    { title: 'Gris ardoise', color: '#5f6b73' },
    { title: 'Brun noyer', color: '#6d4c3d' },
    { title: 'Cèdre naturel', price: 350, color: '#b07a4a' },
  ],
  covers: [
    { title: 'Couvercle standard 10 cm', color: '#546e7a' },
    { title: 'Couvercle isolé 13 cm', price: 395, color: '#37474f' },
  ],
  steps: [
    { title: 'Marche simple', color: '#6d4c3d' },
    { title: 'Marches doubles avec rangement', price: 299, color: '#6d4c3d' },
  ],
  coverLifters: [
    { title: 'Lève-couvercle standard', price: 349, color: '#78909c' },
    { title: 'Lève-couvercle hydraulique', price: 649, color: '#455a64' },
  ],
  sanitizers: [
    { title: 'Ozone', color: '#00a6d6' },
    { title: 'Stérilisateur UV-C', price: 495, color: '#7e57c2' },
  ],
};

/** The lists a spa's buyer may leave empty: its steps, its cover lifter and its sanitizer (chlorine or bromine will do). */
export const SPA_OPTIONAL_LISTS: SpaOptionList[] = ['steps', 'coverLifters', 'sanitizers'];

export const SPA_MODELS: SpaModelDef[] = [
  {
    handle: 'evasion-e4',
    title: 'Évasion E4',
    series: 'evasion',
    swimSpa: false,
    priceEv: 7999,
    discountEv: 0,
    persons: '3-4',
    jets: 24,
    led: true,
    audio: false,
    rmax: false,
    touch2: false,
    lounge: false,
    dimensions: '193 x 193 x 86 cm',
    waterCapacity: '1 100 L',
    dryWeight: '295 kg',
    pumps: '1 pompe 4 HP',
    electrical: '120V-15A',
    description: 'Un spa compact pour les petites cours, avec une hydrothérapie ciblée pour le dos et la nuque.',
    published: true,
    color: '#8d6e52',
  },
  {
    handle: 'evasion-e5',
    title: 'Évasion E5',
    series: 'evasion',
    swimSpa: false,
    priceEv: 8999,
    discountEv: 10,
    persons: '4-5',
    jets: 30,
    led: true,
    audio: true,
    rmax: false,
    touch2: false,
    lounge: false,
    dimensions: '213 x 213 x 86 cm',
    waterCapacity: '1 300 L',
    dryWeight: '320 kg',
    pumps: '1 pompe 5 HP',
    electrical: '240V-40A',
    description: 'Cinq places, un éclairage DEL d’ambiance et le son Bluetooth pour les soirées entre amis.',
    published: true,
    color: '#5d4037',
  },
  {
    handle: 'evasion-e6l',
    title: 'Évasion E6L',
    series: 'evasion',
    swimSpa: false,
    priceEv: 9999,
    discountEv: 0,
    persons: '5-6',
    jets: 36,
    led: true,
    audio: true,
    rmax: false,
    touch2: false,
    lounge: true,
    dimensions: '213 x 213 x 91 cm',
    waterCapacity: '1 450 L',
    dryWeight: '340 kg',
    pumps: '2 pompes 4 HP',
    electrical: '240V-40A',
    description: 'Une chaise longue enveloppante et 36 jets pour une détente complète après le travail.',
    published: true,
    color: '#37474f',
  },
  {
    handle: 'harmonie-h6',
    title: 'Harmonie H6',
    series: 'harmonie',
    swimSpa: false,
    priceEv: 11999,
    discountEv: 0,
    persons: '5-6',
    jets: 45,
    led: true,
    audio: true,
    rmax: true,
    touch2: false,
    lounge: false,
    dimensions: '229 x 229 x 91 cm',
    waterCapacity: '1 600 L',
    dryWeight: '380 kg',
    pumps: '2 pompes 5 HP',
    electrical: '240V-50A',
    description: 'Des sièges à profondeurs variées et la filtration R-Max pour une eau limpide en tout temps.',
    published: true,
    color: '#8d6e52',
  },
  {
    handle: 'harmonie-h7',
    title: 'Harmonie H7',
    series: 'harmonie',
    swimSpa: false,
    priceEv: 12999,
    discountEv: 15,
    persons: '6-7',
    jets: 52,
    led: true,
    audio: true,
    rmax: true,
    touch2: true,
    lounge: false,
    dimensions: '234 x 234 x 94 cm',
    waterCapacity: '1 750 L',
    dryWeight: '410 kg',
    pumps: '2 pompes 5 HP',
    electrical: '240V-50A',
    description: 'Le modèle familial par excellence, piloté depuis l’écran tactile Touch 2.',
    published: true,
    color: '#5d4037',
  },
  {
    handle: 'harmonie-h7l',
    title: 'Harmonie H7L',
    series: 'harmonie',
    swimSpa: false,
    priceEv: 13499,
    discountEv: 0,
    persons: '5-6',
    jets: 56,
    led: true,
    audio: true,
    rmax: true,
    touch2: true,
    lounge: true,
    lounges: 2,
    dimensions: '234 x 234 x 94 cm',
    waterCapacity: '1 700 L',
    dryWeight: '415 kg',
    pumps: '2 pompes 5 HP',
    electrical: '240V-50A',
    description: 'Deux chaises longues face à face et des jets de mollets pour récupérer après le sport.',
    published: true,
    color: '#37474f',
  },
  {
    handle: 'harmonie-h8',
    title: 'Harmonie H8',
    series: 'harmonie',
    swimSpa: false,
    priceEv: 14499,
    discountEv: 0,
    persons: '7-8',
    jets: 60,
    led: true,
    audio: true,
    rmax: true,
    touch2: true,
    lounge: false,
    dimensions: '244 x 244 x 97 cm',
    waterCapacity: '1 950 L',
    dryWeight: '450 kg',
    pumps: '3 pompes 5 HP',
    electrical: '240V-50A',
    description: 'Huit places pour les grandes familles — arrivée prévue cet automne.',
    published: false,
    color: '#8d6e52',
  },
  {
    handle: 'prestige-p7',
    title: 'Prestige P7',
    series: 'prestige',
    swimSpa: false,
    priceEv: 16999,
    discountEv: 0,
    persons: '6-7',
    jets: 68,
    led: true,
    audio: true,
    rmax: true,
    touch2: true,
    lounge: false,
    dimensions: '236 x 236 x 97 cm',
    waterCapacity: '1 800 L',
    dryWeight: '440 kg',
    pumps: '2 pompes 6 HP',
    electrical: '240V-50A',
    description: 'Habillage en composite haut de gamme, cascade lumineuse et massage en profondeur.',
    published: true,
    color: '#263238',
  },
  {
    handle: 'prestige-p8',
    title: 'Prestige P8',
    series: 'prestige',
    swimSpa: false,
    priceEv: 18499,
    discountEv: 10,
    persons: '7-8',
    jets: 76,
    led: true,
    audio: true,
    rmax: true,
    touch2: true,
    lounge: true,
    dimensions: '244 x 244 x 97 cm',
    waterCapacity: '2 000 L',
    dryWeight: '470 kg',
    pumps: '3 pompes 6 HP',
    electrical: '240V-50A',
    description: 'Notre spa le plus complet : chaise longue, siège capitaine et 76 jets en acier inoxydable.',
    published: true,
    color: '#37474f',
  },
  {
    handle: 'prestige-p9l',
    title: 'Prestige P9L',
    series: 'prestige',
    swimSpa: false,
    priceEv: 19999,
    discountEv: 0,
    persons: '6-7',
    jets: 82,
    led: true,
    audio: true,
    rmax: true,
    touch2: true,
    lounge: true,
    lounges: 2,
    dimensions: '254 x 254 x 102 cm',
    waterCapacity: '2 150 L',
    dryWeight: '495 kg',
    pumps: '3 pompes 6 HP',
    electrical: '240V-50A',
    description: 'La référence en hydrothérapie, avec deux chaises longues et un éclairage périmétrique.',
    published: true,
    color: '#263238',
  },
  {
    handle: 'aquafit-14',
    title: 'Aquafit 14',
    series: 'aquafit',
    swimSpa: true,
    priceEv: 27999,
    discountEv: 0,
    persons: '4-5',
    jets: 34,
    led: true,
    audio: true,
    rmax: true,
    touch2: false,
    lounge: false,
    dimensions: '427 x 234 x 132 cm',
    waterCapacity: '6 800 L',
    dryWeight: '1 150 kg',
    pumps: '2 pompes de nage 5 HP',
    electrical: '240V-60A',
    description: 'La nage à contre-courant dans un format qui entre dans la plupart des cours.',
    published: true,
    color: '#5d4037',
  },
  {
    handle: 'aquafit-16',
    title: 'Aquafit 16',
    series: 'aquafit',
    swimSpa: true,
    priceEv: 32999,
    discountEv: 5,
    persons: '5-6',
    jets: 42,
    led: true,
    audio: true,
    rmax: true,
    touch2: true,
    lounge: false,
    dimensions: '488 x 234 x 132 cm',
    waterCapacity: '8 100 L',
    dryWeight: '1 320 kg',
    pumps: '3 pompes de nage 5 HP',
    electrical: '240V-60A',
    description: 'Un courant de nage réglable et une zone de détente pour toute la famille.',
    published: true,
    color: '#37474f',
  },
  {
    handle: 'aquafit-17-double',
    title: 'Aquafit 17 Double',
    series: 'aquafit',
    swimSpa: true,
    priceEv: 38999,
    discountEv: 0,
    persons: '6-7',
    jets: 58,
    led: true,
    audio: true,
    rmax: true,
    touch2: true,
    lounge: true,
    dualZone: true,
    dimensions: '518 x 234 x 137 cm',
    waterCapacity: '8 900 L',
    dryWeight: '1 500 kg',
    pumps: '3 pompes de nage 5 HP + 1 pompe spa',
    electrical: '240V-60A',
    description: 'Deux zones indépendantes : l’eau fraîche pour nager, l’eau chaude pour se détendre.',
    published: true,
    color: '#263238',
  },
  {
    handle: 'aquafit-19-sport',
    title: 'Aquafit 19 Sport',
    series: 'aquafit',
    swimSpa: true,
    priceEv: 44999,
    discountEv: 0,
    persons: '6-8',
    jets: 64,
    led: true,
    audio: true,
    rmax: true,
    touch2: true,
    lounge: false,
    dimensions: '579 x 244 x 142 cm',
    waterCapacity: '10 500 L',
    dryWeight: '1 700 kg',
    pumps: '4 pompes de nage 6 HP',
    electrical: '240V-60A',
    description: 'Le modèle des athlètes, avec barres d’aviron et tapis de course aquatique en option.',
    published: false,
    color: '#263238',
  },
];

/** What a model's drawing shows: its length and width, its most seats, its loungers, its jets and its water zones. */
export function spaModelPlan(model: SpaModelDef): SpaPlan {
  const [length = 0, width = 0] = model.dimensions.split(' x ').map((value) => Number.parseInt(value, 10));
  const seats = Math.max(...model.persons.split('-').map((value) => Number.parseInt(value, 10)));
  return {
    kind: 'spa',
    length,
    width,
    seats,
    lounges: model.lounge ? (model.lounges ?? 1) : 0,
    jets: model.jets,
    zones: model.dualZone ? 2 : 1,
  };
}
