// Owns the English text of the seed's spa series, pool collections, models and pool options, keyed by their French text.

type Bilingual = { fr: string; en: string };

const ENGLISH: Record<string, string> = {
  // Spa options.
  'Blanc perle': 'Pearl white',
  'Granit gris': 'Grey granite',
  'Bleu minuit': 'Midnight blue',
  'Gris ardoise': 'Slate grey',
  'Brun noyer': 'Walnut brown',
  'Cèdre naturel': 'Natural cedar',
  'Couvercle standard 10 cm': 'Standard 10 cm cover',
  'Couvercle isolé 13 cm': 'Insulated 13 cm cover',
  'Marche simple': 'Single step',
  'Marches doubles avec rangement': 'Double steps with storage',
  'Lève-couvercle standard': 'Standard cover lifter',
  'Lève-couvercle hydraulique': 'Hydraulic cover lifter',
  Ozone: 'Ozone',
  'Stérilisateur UV-C': 'UV-C sterilizer',
  // Spa series and their components.
  'Série Évasion': 'Évasion series',
  'Série Harmonie': 'Harmonie series',
  'Série Prestige': 'Prestige series',
  'Série Aquafit': 'Aquafit series',
  'Spas de nage': 'Swim spas',
  'La série Évasion réunit l’essentiel de l’hydrothérapie dans des spas compacts et économes en énergie, parfaits pour une première expérience.':
    'The Évasion series brings the essentials of hydrotherapy to compact, energy-efficient spas, perfect for a first spa.',
  'La série Harmonie offre des sièges à profondeurs variées, la filtration R-Max et l’écran tactile Touch 2 pour toute la famille.':
    'The Harmonie series offers seats of different depths, R-Max filtration and the Touch 2 screen for the whole family.',
  'La série Prestige est notre haut de gamme : jets en acier inoxydable, éclairage périmétrique et isolation intégrale pour l’hiver québécois.':
    'The Prestige series is our top of the range: stainless steel jets, perimeter lighting and full insulation for Quebec winters.',
  'Les spas de nage Aquafit combinent nage à contre-courant, aquaforme et détente dans un seul bassin chauffé toute l’année.':
    'Aquafit swim spas combine counter-current swimming, aquafitness and relaxation in one pool heated all year.',
  'Hydrothérapie ciblée': 'Targeted hydrotherapy',
  'Des jets orientés vers le dos, la nuque et les pieds.': 'Jets aimed at the back, neck and feet.',
  'Éclairage DEL': 'LED lighting',
  'Une ambiance lumineuse à couleurs variables.': 'Mood lighting in changing colours.',
  'Filtration R-Max': 'R-Max filtration',
  'Une eau claire avec moins de produits chimiques.': 'Clear water with fewer chemicals.',
  'Commande Touch 2': 'Touch 2 control',
  'Écran tactile couleur et réglages depuis le téléphone.': 'Colour touch screen and settings from your phone.',
  'Audio Bluetooth': 'Bluetooth audio',
  'Haut-parleurs étanches intégrés à la coque.': 'Waterproof speakers built into the shell.',
  'Jets en acier inoxydable': 'Stainless steel jets',
  'Des jets réglables individuellement pour un massage en profondeur.': 'Individually adjustable jets for a deep massage.',
  'Haut-parleurs étanches et caisson de graves.': 'Waterproof speakers and subwoofer.',
  'Nage à contre-courant': 'Counter-current swimming',
  'Un courant réglable du débutant à l’athlète.': 'An adjustable current, from beginner to athlete.',
  'Programmes d’entraînement enregistrés.': 'Saved training programs.',
  // Pool types and collections.
  'Piscine hors terre': 'Above-ground pool',
  'Piscine creusée': 'In-ground pool',
  'Piscine semi-creusée': 'Semi-in-ground pool',
  'Collection Riviera': 'Riviera collection',
  'Collection Oasis': 'Oasis collection',
  'Piscines creusées en vinyle': 'Vinyl in-ground pools',
  'Piscines semi-creusées': 'Semi-in-ground pools',
  'Parois d’acier galvanisé, margelles en résine qui ne rouillent pas et garantie de 30 ans : la Riviera traverse les hivers québécois sans broncher.':
    'Galvanized steel walls, rust-free resin ledges and a 30-year warranty: the Riviera takes Quebec winters in its stride.',
  'Structure entièrement en résine, installation sur terrain préparé en une journée et finition bois flotté.':
    'All-resin frame, installed on prepared ground in one day, driftwood finish.',
  'Conçues sur mesure et installées par nos équipes, nos piscines creusées en vinyle allient parois d’acier ou de polymère et toile de qualité supérieure.':
    'Custom designed and installed by our crews, our vinyl in-ground pools combine steel or polymer walls with a premium liner.',
  'À mi-chemin entre la hors terre et la creusée : enfouie jusqu’à mi-hauteur, entourée d’un patio, à une fraction du prix d’une creusée.':
    'Halfway between above-ground and in-ground: sunk to mid-height, surrounded by a deck, at a fraction of the price of an in-ground pool.',
  // Pool models.
  'Riviera ronde 21 pi': 'Riviera 21 ft round',
  'Riviera ronde 24 pi': 'Riviera 24 ft round',
  'Riviera ovale 15 x 30 pi': 'Riviera 15 x 30 ft oval',
  'Oasis ronde 24 pi': 'Oasis 24 ft round',
  'Oasis ronde 27 pi': 'Oasis 27 ft round',
  'Rectangulaire classique': 'Classic rectangular',
  'Forme libre Lagon': 'Lagoon free form',
  'Rectangulaire à escalier romain': 'Rectangular with Roman step',
  'Semi-creusée ronde 24 pi': 'Semi-in-ground 24 ft round',
  'Semi-creusée ovale 16 x 32 pi': 'Semi-in-ground 16 x 32 ft oval',
  'Le format idéal pour une première piscine : 21 pieds de diamètre et 52 pouces de profondeur.':
    'The ideal size for a first pool: 21 feet across and 52 inches deep.',
  'Notre piscine la plus vendue, assez grande pour les jeux et les longueurs tranquilles.':
    'Our best-selling pool, big enough for games and easy laps.',
  'Une forme allongée qui se glisse le long d’une clôture, avec des renforts latéraux sans excavation.':
    'A long shape that fits along a fence, with side braces and no digging.',
  'La résine partout où l’eau touche : aucune corrosion, même avec une eau salée.':
    'Resin wherever the water touches: no corrosion, even with salt water.',
  'Le grand format de la collection Oasis — offert à nouveau la saison prochaine.':
    'The large size of the Oasis collection — available again next season.',
  'Des lignes droites pour la nage et un escalier pleine largeur.': 'Straight lines for swimming and a full-width step.',
  'Des courbes naturelles qui s’intègrent à l’aménagement paysager.': 'Natural curves that blend into the landscaping.',
  'L’élégance d’un escalier romain arrondi au bout d’un bassin rectangulaire.':
    'The elegance of a rounded Roman step at the end of a rectangular pool.',
  'Une piscine ronde enfouie à mi-hauteur, prête pour un patio de bois sur trois côtés.':
    'A round pool sunk to mid-height, ready for a wooden deck on three sides.',
  'Un bassin ovale avec escalier d’angle et parois renforcées pour terrains en pente.':
    'An oval pool with a corner step and reinforced walls for sloping yards.',
  // Spa models.
  'Un spa compact pour les petites cours, avec une hydrothérapie ciblée pour le dos et la nuque.':
    'A compact spa for small yards, with hydrotherapy aimed at the back and neck.',
  'Cinq places, un éclairage DEL d’ambiance et le son Bluetooth pour les soirées entre amis.':
    'Five seats, LED mood lighting and Bluetooth sound for evenings with friends.',
  'Une chaise longue enveloppante et 36 jets pour une détente complète après le travail.':
    'A wrap-around lounger and 36 jets to unwind fully after work.',
  'Des sièges à profondeurs variées et la filtration R-Max pour une eau limpide en tout temps.':
    'Seats of different depths and R-Max filtration for clear water at all times.',
  'Le modèle familial par excellence, piloté depuis l’écran tactile Touch 2.':
    'The family model par excellence, run from the Touch 2 screen.',
  'Deux chaises longues face à face et des jets de mollets pour récupérer après le sport.':
    'Two facing loungers and calf jets to recover after sports.',
  'Huit places pour les grandes familles — arrivée prévue cet automne.': 'Eight seats for large families — coming soon.',
  'Habillage en composite haut de gamme, cascade lumineuse et massage en profondeur.':
    'Premium composite cabinet, lit waterfall and deep-tissue massage.',
  'Notre spa le plus complet : chaise longue, siège capitaine et 76 jets en acier inoxydable.':
    'Our most complete spa: lounger, captain’s seat and 76 stainless steel jets.',
  'La référence en hydrothérapie, avec deux chaises longues et un éclairage périmétrique.':
    'The benchmark in hydrotherapy, with two loungers and perimeter lighting.',
  'La nage à contre-courant dans un format qui entre dans la plupart des cours.':
    'Swim against the current in a size that fits most yards.',
  'Un courant de nage réglable et une zone de détente pour toute la famille.':
    'An adjustable swim current and a relaxation area for the whole family.',
  'Deux zones indépendantes : l’eau fraîche pour nager, l’eau chaude pour se détendre.':
    'Two separate zones: cool water to swim, hot water to relax.',
  'Le modèle des athlètes, avec barres d’aviron et tapis de course aquatique en option.':
    'The athletes’ model, with rowing bars and an optional aquatic treadmill.',
  // Pool options.
  'Mosaïque Caraïbes': 'Caribbean mosaic',
  'Galets de rivière': 'River pebbles',
  'Marbre bleu nuit': 'Midnight blue marble',
  'Granit gris perle': 'Pearl grey granite',
  'Vague turquoise': 'Turquoise wave',
  'Rotin blanc': 'White rattan',
  'Ardoise grise': 'Grey slate',
  'Bois flotté': 'Driftwood',
  Ronde: 'Round',
  Ovale: 'Oval',
  Rectangulaire: 'Rectangular',
  'Escalier droit intégré': 'Built-in straight step',
  'Escalier d’angle': 'Corner step',
  'Escalier droit': 'Straight step',
  'Escalier d’angle arrondi': 'Rounded corner step',
  '12 x 24 pi': '12 x 24 ft',
  '14 x 28 pi': '14 x 28 ft',
  '16 x 32 pi': '16 x 32 ft',
  '18 x 36 pi': '18 x 36 ft',
  'Panneaux d’acier galvanisé': 'Galvanized steel panels',
  'Panneaux de polymère': 'Polymer panels',
  'Renforts en A': 'A-frame braces',
  'Margelle d’aluminium': 'Aluminum coping',
  'Bordure de béton coulé': 'Poured concrete edge',
  'Treviclip standard': 'Standard Treviclip',
  'Treviclip avec margelle large': 'Treviclip with wide coping',
  'Acier galvanisé 14 gauges': '14-gauge galvanized steel',
  'Polymère renforcé': 'Reinforced polymer',
};

/** French text with its English side ('' where the seed has none: readers then show the French). */
export function bilingual(french: string): Bilingual {
  return { fr: french, en: ENGLISH[french] ?? '' };
}

/** Spa specifications: French units and words become English ('1 100 L' → '1,100 L', '2 pompes 5 HP' → '2 pumps, 5 HP'). */
export function englishSpec(french: string): string {
  return french
    .replace(/(\d) (\d{3})/g, '$1,$2')
    .replace(/(\d+) pompes? de nage (\d+) HP/g, (_m, n: string, hp: string) => `${n} swim pump${n === '1' ? '' : 's'}, ${hp} HP`)
    .replace(/(\d+) pompes? spa/g, (_m, n: string) => `${n} spa pump${n === '1' ? '' : 's'}`)
    .replace(/(\d+) pompes? (\d+) HP/g, (_m, n: string, hp: string) => `${n} pump${n === '1' ? '' : 's'}, ${hp} HP`);
}
