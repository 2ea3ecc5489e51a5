// Owns the English titles and descriptions of the seed's categories, collections and product types, keyed by their French title.

/** Category and collection text: [title, description]. */
export const ENGLISH_GROUPS: Record<string, [title: string, description: string]> = {
  Piscines: ['Pools', 'Above-ground, semi-in-ground and in-ground pools: design, installation and after-sales service by our crews.'],
  'Piscines hors terre': ['Above-ground pools', 'Round and oval above-ground pools, installed in one day.'],
  'Piscines semi-creusées': ['Semi-in-ground pools', 'The look of an in-ground pool at the price of an above-ground one.'],
  'Piscines creusées': ['In-ground pools', 'Vinyl in-ground pools designed and installed to measure.'],
  'Spas et spas de nage': [
    'Spas and swim spas',
    'Boréal spas for 3 to 8 people and swim spas: try them in store, delivery and installation across Quebec.',
  ],
  Spas: ['Spas', 'Three series of spas made in Quebec, for 3 to 8 people.'],
  'Spas de nage': ['Swim spas', 'Swim all year in your yard with our counter-current swim spas.'],
  'Accessoires de spa': ['Spa accessories', 'Covers, steps, filters and fragrances to enjoy your spa in every season.'],
  'Mobilier extérieur': ['Outdoor furniture', 'Lounge and dining sets, swings, fire tables and umbrellas made for Quebec summers.'],
  'Mobilier de jardin': ['Garden furniture', 'Aluminum, woven resin and Sunbrella fabrics: furniture that spends the summer outside.'],
  'Parasols et ombrage': ['Umbrellas and shade', 'Shade where you need it: umbrellas, bases and shade sails.'],
  'Coussins et housses': ['Cushions and covers', 'Replacement cushions and covers to protect your furniture over the winter.'],
  'Produits chimiques': [
    'Chemicals',
    'Chlorine, shock treatments, water balance and spa products: everything for clear, healthy water, delivered across Canada.',
  ],
  'Traitement de l’eau de piscine': [
    'Pool water treatment',
    'Sanitizing, balance and clarity of your pool water, from opening to closing.',
  ],
  'Traitement de spa': ['Spa treatment', 'Bromine, balancers and cleaners made for the hot water of spas.'],
  'Ouverture et fermeture': ['Opening and closing', 'Complete kits to open and close your pool without forgetting anything.'],
  Accessoires: ['Accessories', 'Robotic cleaners, pumps, filters, heat pumps, covers and pool toys to enjoy your pool worry-free.'],
  'Entretien et nettoyage': ['Care and cleaning', 'Robots, skimmers, brushes and poles for a spotless pool with less effort.'],
  'Filtration et chauffage': ['Filtration and heating', 'Pumps, filters and heaters for clean water at the right temperature.'],
  'Toiles et sécurité': ['Covers and safety', 'Winter covers, solar covers and safety ladders.'],
  'Jeux et détente': ['Games and relaxation', 'Floats, loungers and thermometers to enjoy the summer.'],
  'Produits sanitaires': [
    'Sanitary products',
    'Disinfectants, wipes and masks to keep the home, the cottage and the spa clean and healthy.',
  ],
  'Hygiène et désinfection': ['Hygiene and disinfection', 'Sanitizing gels, wipes and cleaners approved by Health Canada.'],
  Liquidations: ['Clearance', 'Clearance products: limited quantities, reduced prices.'],
  'Liquidations vedettes': ['Featured clearance', 'Our best deals of the moment.'],
  'Les essentiels de saison': ['Seasonal essentials', 'Everything you need to look after your pool and spa this season.'],
};

/** Product type titles. */
export const ENGLISH_TYPES: Record<string, string> = {
  'Piscines rondes': 'Round pools',
  'Piscines ovales': 'Oval pools',
  'Piscines semi-creusées': 'Semi-in-ground pools',
  'Piscines creusées': 'In-ground pools',
  'Série Évasion': 'Évasion series',
  'Série Harmonie': 'Harmonie series',
  'Série Prestige': 'Prestige series',
  'Spas de nage': 'Swim spas',
  Couvercles: 'Covers',
  Marches: 'Steps',
  'Filtres de spa': 'Spa filters',
  Parfums: 'Fragrances',
  Confort: 'Comfort',
  'Ensembles de salon': 'Lounge sets',
  'Ensembles de salle à manger': 'Dining sets',
  'Tables individuelles': 'Tables',
  Chaises: 'Chairs',
  Balançoires: 'Swings',
  Foyers: 'Fire tables and pits',
  'Tables d’appoint': 'Side tables',
  'Collection Twist': 'Twist collection',
  Parasols: 'Umbrellas',
  'Bases de parasol': 'Umbrella bases',
  'Voiles d’ombrage': 'Shade sails',
  Coussins: 'Cushions',
  'Housses de protection': 'Protective covers',
  Chlore: 'Chlorine',
  'Traitements choc': 'Shock treatments',
  'Équilibre de l’eau': 'Water balance',
  Algicides: 'Algaecides',
  Clarifiants: 'Clarifiers',
  'Détachants et séquestrants': 'Stain removers and sequestrants',
  Brome: 'Bromine',
  'Équilibre de l’eau du spa': 'Spa water balance',
  'Nettoyants pour spa': 'Spa cleaners',
  'Trousses d’ouverture': 'Opening kits',
  'Trousses de fermeture': 'Closing kits',
  'Analyse de l’eau': 'Water testing',
  'Robots nettoyeurs': 'Robotic cleaners',
  Épuisettes: 'Skimmers',
  Brosses: 'Brushes',
  'Perches télescopiques': 'Telescopic poles',
  Aspirateurs: 'Vacuums',
  Pompes: 'Pumps',
  Filtres: 'Filters',
  Thermopompes: 'Heat pumps',
  'Chauffe-eau solaires': 'Solar heaters',
  'Toiles d’hivernage': 'Winter covers',
  'Toiles solaires': 'Solar covers',
  Échelles: 'Ladders',
  'Bouées et matelas': 'Floats and loungers',
  Thermomètres: 'Thermometers',
  'Désinfectants pour les mains': 'Hand sanitizers',
  Lingettes: 'Wipes',
  'Nettoyants désinfectants': 'Disinfecting cleaners',
  Masques: 'Masks',
};

/** A French title with its English side ('' where the seed has none, which readers take as French). */
export function bilingualGroup(french: string): { fr: string; en: string } {
  return { fr: french, en: ENGLISH_GROUPS[french]?.[0] ?? '' };
}

export function bilingualType(french: string): { fr: string; en: string } {
  return { fr: french, en: ENGLISH_TYPES[french] ?? '' };
}
