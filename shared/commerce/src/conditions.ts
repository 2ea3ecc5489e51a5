// Owns the online purchase conditions the buyer accepts before paying (Consumer Protection Act, CQLR c. P-40.1, s. 54.4 k
// and l, s. 54.5): dated versions, French first (Charter of the French Language, s. 55), each clause with the section it serves.
import type { Locale } from '@storefront/contracts';

export interface ConditionsClause {
  /** A stable name for the clause (tests and the PDF read it). */
  id: 'returns' | 'exchanges' | 'cancellation' | 'refunds' | 'changes' | 'delivery' | 'dangerous' | 'warranty';
  title: string;
  text: string;
}

export interface ConditionsVersion {
  /** The day the version took effect; an order stores the version its buyer accepted. */
  version: string;
  clauses: Record<Locale, ConditionsClause[]>;
}

const LAW = 'https://www.legisquebec.gouv.qc.ca/fr/document/lc/P-40.1';

/** Every version in force since the store opened online; a change is a new version, never an edit of an accepted one. */
export const CONDITIONS_HISTORY: readonly ConditionsVersion[] = [
  {
    version: '2026-11-01',
    clauses: {
      fr: [
        {
          id: 'changes',
          title: 'Modification de la commande',
          text: 'Toute modification de la commande doit être demandée dans les 24 heures suivant la commande, par téléphone ou par courriel.',
        },
        {
          id: 'delivery',
          title: 'Livraison et ramassage',
          text: 'Postes Canada livre les colis en 1 à 7 jours ouvrables\u00a0; la livraison est gratuite à partir de 39\u00a0$ d’achats expédiés par la poste. Le ramassage au magasin est gratuit, à partir de l’heure indiquée, pendant les heures d’ouverture. Notre camion livre le jour choisi dans les secteurs desservis. Les spas, piscines et gros articles sont livrés par transporteur\u00a0: le magasin vous appelle pour fixer la date.',
        },
        {
          id: 'dangerous',
          title: 'Produits dangereux',
          text: 'Les produits chimiques classés marchandises dangereuses (chlore, acide) ne sont pas expédiés par la poste\u00a0: ramassage au magasin ou livraison par notre camion seulement.',
        },
        {
          id: 'returns',
          title: 'Retours',
          text: 'Un produit non ouvert, dans son emballage d’origine, peut être retourné au magasin dans les 30 jours de sa réception, avec la preuve d’achat. Les produits chimiques ouverts, les toiles coupées sur mesure et les articles en liquidation ne sont ni repris ni échangés.',
        },
        {
          id: 'exchanges',
          title: 'Échanges',
          text: 'Un produit peut être échangé dans les mêmes conditions qu’un retour, contre un produit de valeur égale ou supérieure\u00a0; la différence est payée au moment de l’échange.',
        },
        {
          id: 'cancellation',
          title: 'Annulation',
          text: 'Vous pouvez annuler ce contrat sans frais dans les 7 jours suivant la réception de sa copie si une information exigée par la loi manque ou est inexacte, ou dans les 30 jours si la copie ne vous est pas parvenue ou si les biens ne sont pas livrés dans les 30 jours de la date annoncée (Loi sur la protection du consommateur, art. 54.8 et 54.9).',
        },
        {
          id: 'refunds',
          title: 'Remboursements',
          text: 'Un remboursement est fait sur la carte ou le compte PayPal utilisé pour payer, dans les 15 jours suivant l’annulation ou la réception du produit retourné (art. 54.13).',
        },
        {
          id: 'warranty',
          title: 'Garanties',
          text: 'Les garanties des fabricants s’ajoutent à la garantie légale de qualité prévue par la Loi sur la protection du consommateur.',
        },
      ],
      en: [
        {
          id: 'changes',
          title: 'Changing the order',
          text: 'Any change to the order must be requested within 24 hours of ordering, by phone or by e-mail.',
        },
        {
          id: 'delivery',
          title: 'Delivery and pickup',
          text: 'Canada Post delivers parcels in 1 to 7 business days; delivery is free from $39 of goods shipped by post. Store pickup is free, from the time shown, during opening hours. Our truck delivers on the day chosen in the areas it serves. Spas, pools and large items are delivered by freight: the store calls you to set the date.',
        },
        {
          id: 'dangerous',
          title: 'Dangerous goods',
          text: 'Chemicals classed as dangerous goods (chlorine, acid) are not shipped by post: store pickup or delivery by our truck only.',
        },
        {
          id: 'returns',
          title: 'Returns',
          text: 'An unopened product in its original packaging may be returned to the store within 30 days of receipt, with the proof of purchase. Opened chemicals, liners cut to measure and clearance items are neither taken back nor exchanged.',
        },
        {
          id: 'exchanges',
          title: 'Exchanges',
          text: 'A product may be exchanged on the same terms as a return, for a product of equal or greater value; the difference is paid at the exchange.',
        },
        {
          id: 'cancellation',
          title: 'Cancellation',
          text: 'You may cancel this contract at no cost within 7 days of receiving its copy if information the law requires is missing or wrong, or within 30 days if the copy never reached you or the goods are not delivered within 30 days of the date announced (Consumer Protection Act, ss. 54.8 and 54.9).',
        },
        {
          id: 'refunds',
          title: 'Refunds',
          text: 'A refund is made to the card or PayPal account used to pay, within 15 days of the cancellation or of receiving the returned product (s. 54.13).',
        },
        {
          id: 'warranty',
          title: 'Warranties',
          text: 'Manufacturers’ warranties add to the legal warranty of quality of the Consumer Protection Act.',
        },
      ],
    },
  },
];

/** Where the law the clauses cite is published. */
export const CONDITIONS_SOURCE = LAW;

/** The version in force on a day (YYYY-MM-DD): the latest that took effect by then. */
export function conditionsOn(day: string): ConditionsVersion {
  let found = CONDITIONS_HISTORY[0]!;
  for (const entry of CONDITIONS_HISTORY) if (entry.version <= day && entry.version >= found.version) found = entry;
  return found;
}

/** A version by its name, to print what a buyer accepted; null when there is no such version. */
export const conditionsVersion = (version: string): ConditionsVersion | null =>
  CONDITIONS_HISTORY.find((entry) => entry.version === version) ?? null;

/** A version's date as a text shows it: its hyphens never break a line ("version du 2026-11-01" stays whole). */
export const versionText = (version: string) => version.replace(/-/g, '\u2011');
