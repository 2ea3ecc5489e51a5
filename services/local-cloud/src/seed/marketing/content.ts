// Owns the remaining marketing content: video advice groups, jobs, service packages and customer documents.
import { hashString, random } from '../images/svg';
import { bannerSvg, type BannerScene } from '../images/scenes';
import { seedDate, toHandle } from '../builders';
import { emptyPart, seo, type SeedPart } from '../part';
import { buildPdf } from '../pdf';

const VIDEO_ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** An 11-character id shaped like a YouTube video id, stable for a given name. */
export function videoId(name: string): string {
  const rand = random(hashString(name));
  return Array.from({ length: 11 }, () => VIDEO_ID_ALPHABET[Math.floor(rand() * 64)]).join('');
}

interface CapsuleDef {
  title: { fr: string; en: string };
  /** 'same': English plays the French video; 'own': English has its own video; 'none': no English (falls back). */
  english: 'same' | 'own' | 'none';
}

const VIDEO_GROUPS: { id: string; title: { fr: string; en: string }; scene: BannerScene; capsules: CapsuleDef[] }[] = [
  {
    id: 'videos-piscines',
    title: { fr: 'Vidéos piscines', en: 'Pool videos' },
    scene: 'pool',
    capsules: [
      { title: { fr: 'Comment analyser l’eau de sa piscine', en: 'How to test your pool water' }, english: 'own' },
      { title: { fr: 'Passer l’aspirateur manuel', en: 'Vacuuming your pool by hand' }, english: 'same' },
      { title: { fr: 'Faire un lavage à contre-courant', en: 'Backwashing a sand filter' }, english: 'own' },
      { title: { fr: 'Éliminer une eau verte', en: 'Clearing green water' }, english: 'none' },
    ],
  },
  {
    id: 'videos-spas',
    title: { fr: 'Vidéos spas', en: 'Spa videos' },
    scene: 'spa',
    capsules: [
      { title: { fr: 'Remplir son spa pour la première fois', en: 'Filling your spa for the first time' }, english: 'own' },
      { title: { fr: 'Nettoyer les cartouches filtrantes', en: 'Cleaning filter cartridges' }, english: 'same' },
      { title: { fr: 'Équilibrer l’eau d’un spa au brome', en: 'Balancing bromine spa water' }, english: 'own' },
    ],
  },
  {
    id: 'ouverture-et-fermeture',
    title: { fr: 'Vidéos ouverture et fermeture', en: 'Opening and closing videos' },
    scene: 'service',
    capsules: [
      { title: { fr: 'Ouvrir sa piscine hors terre', en: 'Opening an above-ground pool' }, english: 'own' },
      { title: { fr: 'Ouvrir sa piscine creusée', en: 'Opening an in-ground pool' }, english: 'same' },
      { title: { fr: 'Fermer sa piscine pour l’hiver', en: 'Winterizing your pool' }, english: 'own' },
      { title: { fr: 'Installer la toile d’hivernage', en: 'Installing a winter cover' }, english: 'none' },
    ],
  },
];

export function videosPart(): SeedPart {
  const part = emptyPart();
  VIDEO_GROUPS.forEach((group, groupIndex) => {
    const capsules = group.capsules.map((capsule, index) => {
      const fr = videoId(`fr:${capsule.title.fr}`);
      const image = `videos/${group.id}/${toHandle(capsule.title.fr)}.webp`;
      part.images.push({
        path: image,
        width: 960,
        height: 540,
        svg: bannerSvg(index === 0 ? 'video' : group.scene, 960, 540, groupIndex * 10 + index),
      });
      return {
        videoId: { fr, en: capsule.english === 'same' ? fr : capsule.english === 'own' ? videoId(`en:${capsule.title.en}`) : '' },
        image,
        title: { fr: capsule.title.fr, en: capsule.english === 'none' ? '' : capsule.title.en },
        order: index + 1,
      };
    });
    part.documents[`video-groups/${group.id}`] = { id: group.id, title: group.title, order: groupIndex + 1, capsules };
  });
  return part;
}

const JOBS = [
  {
    id: 'technicien-service-piscines',
    title: 'Technicien ou technicienne de service — piscines et spas',
    type: 'Temps plein, saisonnier (avril à octobre)',
    location: 'Sur la route, Rive-Nord de Montréal',
    description:
      'Vous effectuez les ouvertures et fermetures de piscines, les changements de toile et les réparations d’équipement chez nos clients.',
    requirements: ['Permis de conduire classe 5', 'Aisance avec les outils', 'Expérience en plomberie ou électricité, un atout'],
  },
  {
    id: 'conseiller-ventes-spas',
    title: 'Conseiller ou conseillère aux ventes — spas et mobilier',
    type: 'Temps plein, permanent',
    location: 'Magasin',
    description: 'Vous accompagnez nos clients dans le choix de leur spa ou de leur mobilier extérieur, de l’essai jusqu’à la livraison.',
    requirements: ['Expérience en vente au détail', 'Bilinguisme français-anglais', 'Disponible les fins de semaine'],
  },
  {
    id: 'analyste-eau-etudiant',
    title: 'Analyste de l’eau — emploi étudiant',
    type: 'Temps partiel, été',
    location: 'Magasin',
    description: 'Vous analysez gratuitement l’eau de nos clients et leur expliquez les produits à utiliser.',
    requirements: ['Études en chimie, biologie ou domaine connexe, un atout', 'Sens du service à la clientèle'],
  },
  {
    id: 'livreur-entrepot',
    title: 'Commis d’entrepôt et livreur ou livreuse',
    type: 'Temps plein, saisonnier',
    location: 'Entrepôt',
    description: 'Vous préparez les commandes en ligne et livrez spas, mobilier et produits chez nos clients.',
    requirements: ['Permis de conduire classe 5', 'Capacité à soulever des charges de 25 kg'],
  },
];

export function jobsPart(): SeedPart {
  const part = emptyPart();
  JOBS.forEach((job, index) => {
    part.documents[`jobs/${job.id}`] = { ...job, order: index + 1, publishedAt: seedDate(30 - index * 5) };
  });
  return part;
}

/** Spec §9 service prices: opening 119 $, closing 119 $, combo discount 20 $, 2-year combo discount 30 $ (per season). */
export const SERVICE_PRICES = { opening: 119, closing: 119, comboDiscount: 20, twoYearComboDiscount: 30 } as const;

export function servicePackagesPart(): SeedPart {
  const part = emptyPart();
  const both = SERVICE_PRICES.opening + SERVICE_PRICES.closing;
  for (const n of [1, 2, 3]) {
    const id = `forfait_${n}`;
    // The three packages are identical, as in the spec; the page highlights the middle one.
    part.documents[`service-packages/${id}`] = {
      id,
      title: 'Piscine hors terre',
      order: n,
      opening: { label: 'Ouverture', value: SERVICE_PRICES.opening },
      closing: { label: 'Fermeture', value: SERVICE_PRICES.closing },
      combo: { label: 'Combo ouverture et fermeture', value: both - SERVICE_PRICES.comboDiscount, discount: SERVICE_PRICES.comboDiscount },
      combo2Years: {
        label: 'Combo 2 ans (prix par saison)',
        value: both - SERVICE_PRICES.twoYearComboDiscount,
        discount: SERVICE_PRICES.twoYearComboDiscount,
      },
    };
  }
  return part;
}

const CUSTOMER_CATEGORIES: { handle: string; title: string; scene: BannerScene; description: string; files: Record<string, string[]> }[] = [
  {
    handle: 'piscines',
    title: 'Piscines',
    scene: 'pool',
    description: 'Guides d’installation, manuels et garanties de nos piscines hors terre, semi-creusées et creusées.',
    files: {
      'Guides d’installation': ['Préparation du terrain pour piscine hors terre', 'Installation d’une piscine semi-creusée'],
      'Manuels du propriétaire': ['Manuel du propriétaire — piscines Riviera', 'Manuel du propriétaire — piscines Oasis'],
      Garanties: ['Garantie des parois et de la structure', 'Garantie des toiles'],
    },
  },
  {
    handle: 'spas',
    title: 'Spas et spas de nage',
    scene: 'spa',
    description: 'Manuels, guides d’entretien et garanties des spas Boréal.',
    files: {
      'Manuels du propriétaire': ['Manuel du propriétaire — spas Boréal', 'Manuel du propriétaire — spas de nage Aquafit'],
      Entretien: ['Calendrier d’entretien du spa', 'Guide de démarrage de l’eau au brome'],
      Garanties: ['Garantie des spas Boréal'],
    },
  },
  {
    handle: 'thermopompes-et-equipements',
    title: 'Thermopompes et équipements',
    scene: 'service',
    description: 'Fiches techniques et guides des thermopompes, pompes et filtres.',
    files: {
      'Fiches techniques': ['Fiche technique — thermopompes Polar', 'Fiche technique — pompes à vitesse variable'],
      Entretien: ['Hivernage de la thermopompe'],
    },
  },
  {
    handle: 'mobilier-exterieur',
    title: 'Mobilier extérieur',
    scene: 'furniture',
    description: 'Entretien des tissus, de l’aluminium et du teck.',
    files: {
      Entretien: ['Entretien du mobilier en aluminium', 'Entretien du teck et des coussins'],
    },
  },
];

export function customerDocumentsPart(): SeedPart {
  const part = emptyPart();
  CUSTOMER_CATEGORIES.forEach((category, index) => {
    const image = `customer-documents/${category.handle}.webp`;
    part.images.push({ path: image, width: 1200, height: 800, svg: bannerSvg(category.scene, 1200, 800, index + 31) });
    part.documents[`customer-product-categories/${category.handle}`] = {
      id: category.handle,
      title: category.title,
      handle: category.handle,
      image,
      ...seo(category.title, category.description, image),
      order: index + 1,
    };
    Object.entries(category.files).forEach(([fileCategory, titles], fileIndex) => {
      const documents = titles.map((title) => {
        const file = `customer-documents/${category.handle}/${toHandle(title)}.pdf`;
        part.files[file] = {
          contentType: 'application/pdf',
          data: buildPdf([
            {
              title,
              lines: [
                `${category.title} — ${fileCategory}.`,
                'Ce document accompagne votre achat. Conservez-le avec votre facture : il vous sera demandé pour toute réclamation sous garantie.',
                'Pour toute question, communiquez avec notre service technique ou passez nous voir en magasin. Nos conseillers se feront un plaisir de vous aider.',
              ],
            },
          ]),
        };
        return { title, file };
      });
      const id = toHandle(fileCategory);
      part.documents[`customer-product-categories/${category.handle}/customer-file-categories/${id}`] = {
        id,
        title: fileCategory,
        order: fileIndex + 1,
        documents,
      };
    });
  });
  return part;
}
