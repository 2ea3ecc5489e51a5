// Owns the text of the legal pages (privacy, online purchase conditions, general conditions, cookie policy), French first, for a Quebec retailer.
import type { Locale } from '@storefront/contracts';

export interface LegalSection {
  id: string;
  title: string;
  paragraphs: string[];
  list?: string[];
}

export interface LegalText {
  title: string;
  description: string;
  /** ISO date of the last revision. */
  updated: string;
  intro: string;
  sections: LegalSection[];
}

export type LegalPageId = 'privacyPolicy' | 'purchaseConditions' | 'generalConditions' | 'cookiePolicy';

const PRIVACY_OFFICER = 'confidentialite@piscinessoleil.ca';

export const LEGAL_TEXTS: Record<LegalPageId, Record<Locale, LegalText>> = {
  privacyPolicy: {
    fr: {
      title: 'Politiques de confidentialité et conditions',
      description:
        'Comment Piscines Soleil recueille, utilise, conserve et protège vos renseignements personnels, et les conditions d’utilisation du site.',
      updated: '2025-03-01',
      intro:
        'Piscines Soleil inc. (« Piscines Soleil », « nous ») respecte votre vie privée. La présente politique explique quels renseignements personnels nous recueillons, pourquoi, et quels sont vos droits, conformément à la Loi sur la protection des renseignements personnels dans le secteur privé du Québec, telle que modifiée par la Loi 25, et à la Loi sur la protection des renseignements personnels et les documents électroniques (LPRPDE).',
      sections: [
        {
          id: 'responsable',
          title: 'Responsable de la protection des renseignements personnels',
          paragraphs: [
            `La personne responsable de la protection des renseignements personnels chez Piscines Soleil est la directrice générale. Vous pouvez la joindre par courriel à ${PRIVACY_OFFICER} ou par la poste, à l’attention de la « Responsable de la protection des renseignements personnels », à l’adresse du magasin indiquée sur la page Nous joindre.`,
          ],
        },
        {
          id: 'renseignements-recueillis',
          title: 'Renseignements que nous recueillons',
          paragraphs: [
            'Nous recueillons uniquement les renseignements nécessaires aux fins indiquées au moment de la collecte, notamment :',
          ],
          list: [
            'vos nom, adresse, numéros de téléphone et courriel, lorsque vous passez une commande, demandez une soumission, un financement ou une visioconférence, ou nous écrivez ;',
            'les renseignements de livraison et de facturation de vos commandes en ligne ; les données de carte de paiement sont traitées directement par notre fournisseur de paiement et ne sont jamais conservées par nous ;',
            'le curriculum vitæ et les renseignements que vous transmettez en postulant à un emploi ;',
            'des données techniques de navigation (type d’appareil, pages consultées), seulement si vous y consentez au moyen de notre bandeau de témoins.',
          ],
        },
        {
          id: 'utilisation',
          title: 'Utilisation et communication',
          paragraphs: [
            'Vos renseignements servent à traiter vos commandes et vos demandes, à planifier nos interventions de service technique, à répondre à vos questions et, si vous y avez consenti, à vous envoyer notre infolettre. Vous pouvez retirer ce consentement en tout temps au moyen du lien de désabonnement de chaque envoi.',
            'Nous ne vendons ni ne louons vos renseignements. Nous les communiquons seulement aux fournisseurs qui nous aident à exécuter nos services (transporteur, fournisseur de paiement, institution financière partenaire pour une demande de financement, hébergeur du site), liés par contrat à des obligations de confidentialité et de sécurité. Certains de ces fournisseurs peuvent conserver des renseignements à l’extérieur du Québec ; nous procédons alors à une évaluation des facteurs relatifs à la vie privée, comme l’exige la loi.',
          ],
        },
        {
          id: 'conservation',
          title: 'Conservation et sécurité',
          paragraphs: [
            'Nous conservons vos renseignements le temps nécessaire aux fins pour lesquelles ils ont été recueillis, puis les détruisons ou les anonymisons de façon sécuritaire. Les renseignements liés aux transactions sont conservés pendant six ans, comme l’exigent les lois fiscales.',
            'Nous appliquons des mesures de sécurité physiques, techniques et administratives raisonnables : chiffrement des communications, accès limité aux employés qui en ont besoin, et journalisation des accès. En cas d’incident de confidentialité présentant un risque de préjudice sérieux, nous aviserons les personnes concernées et la Commission d’accès à l’information.',
          ],
        },
        {
          id: 'vos-droits',
          title: 'Vos droits',
          paragraphs: [
            `Vous pouvez demander l’accès à vos renseignements personnels, leur rectification, le retrait de votre consentement ou la désindexation de renseignements vous concernant, en écrivant à ${PRIVACY_OFFICER}. Nous répondons dans un délai de 30 jours. Si vous n’êtes pas satisfait de notre réponse, vous pouvez vous adresser à la Commission d’accès à l’information du Québec.`,
          ],
        },
        {
          id: 'conditions-utilisation',
          title: 'Conditions d’utilisation du site',
          paragraphs: [
            'Le contenu du site (textes, photos, vidéos, logos) appartient à Piscines Soleil ou à ses fournisseurs et ne peut être reproduit sans autorisation. Nous nous efforçons d’afficher des renseignements exacts ; les photos sont présentées à titre indicatif et les prix peuvent changer sans préavis, sauf pour une commande déjà confirmée.',
            'Les liens vers des sites tiers (réseaux sociaux, vidéos) sont fournis pour votre commodité ; ces sites ont leurs propres politiques de confidentialité.',
          ],
        },
      ],
    },
    en: {
      title: 'Privacy policies and conditions',
      description: 'How Piscines Soleil collects, uses, keeps and protects your personal information, and the terms of use of this site.',
      updated: '2025-03-01',
      intro:
        'Piscines Soleil Inc. (“Piscines Soleil”, “we”) respects your privacy. This policy explains what personal information we collect, why, and what your rights are, under Quebec’s Act respecting the protection of personal information in the private sector, as amended by Law 25, and the Personal Information Protection and Electronic Documents Act (PIPEDA).',
      sections: [
        {
          id: 'responsable',
          title: 'Person in charge of the protection of personal information',
          paragraphs: [
            `The person in charge of the protection of personal information at Piscines Soleil is our general manager. You can reach her by email at ${PRIVACY_OFFICER} or by mail, to the attention of the “Person in charge of the protection of personal information”, at the store address shown on the Contact page.`,
          ],
        },
        {
          id: 'renseignements-recueillis',
          title: 'Information we collect',
          paragraphs: ['We collect only the information needed for the purposes stated when it is collected, including:'],
          list: [
            'your name, address, phone numbers and email, when you place an order, request a quote, financing or a video conference, or write to us;',
            'the delivery and billing details of your online orders; payment card data is processed directly by our payment provider and is never kept by us;',
            'the résumé and information you send when applying for a job;',
            'technical browsing data (device type, pages viewed), only if you consent to it through our cookie banner.',
          ],
        },
        {
          id: 'utilisation',
          title: 'Use and disclosure',
          paragraphs: [
            'Your information is used to process your orders and requests, to schedule our technical service visits, to answer your questions and, if you consented, to send you our newsletter. You may withdraw that consent at any time through the unsubscribe link in each mailing.',
            'We never sell or rent your information. We share it only with the suppliers who help us deliver our services (carrier, payment provider, partner financial institution for a financing request, site host), bound by contract to confidentiality and security obligations. Some of these suppliers may keep information outside Quebec; we then carry out a privacy impact assessment, as the law requires.',
          ],
        },
        {
          id: 'conservation',
          title: 'Retention and security',
          paragraphs: [
            'We keep your information for as long as needed for the purposes it was collected for, then destroy or anonymize it securely. Transaction records are kept for six years, as tax laws require.',
            'We apply reasonable physical, technical and administrative safeguards: encrypted communications, access limited to the employees who need it, and access logging. In the event of a confidentiality incident that presents a risk of serious injury, we will notify the people concerned and the Commission d’accès à l’information.',
          ],
        },
        {
          id: 'vos-droits',
          title: 'Your rights',
          paragraphs: [
            `You may ask to access your personal information, to have it corrected, to withdraw your consent or to have information about you de-indexed, by writing to ${PRIVACY_OFFICER}. We answer within 30 days. If you are not satisfied with our answer, you may contact the Commission d’accès à l’information du Québec.`,
          ],
        },
        {
          id: 'conditions-utilisation',
          title: 'Terms of use of the site',
          paragraphs: [
            'The site’s content (text, photos, videos, logos) belongs to Piscines Soleil or its suppliers and may not be reproduced without permission. We strive to show accurate information; photos are for illustration and prices may change without notice, except for an order already confirmed.',
            'Links to third-party sites (social networks, videos) are provided for your convenience; those sites have their own privacy policies.',
          ],
        },
      ],
    },
  },
  purchaseConditions: {
    fr: {
      title: 'Conditions d’achat en ligne',
      description: 'Livraison, retours et modifications de commande : les conditions de l’achat en ligne chez Piscines Soleil.',
      updated: '2026-11-01',
      intro:
        'Les présentes conditions s’appliquent aux achats faits sur notre boutique en ligne. Elles complètent les droits que vous accorde la Loi sur la protection du consommateur du Québec, qui ont toujours préséance.',
      sections: [
        {
          id: 'livraison',
          title: 'Livraison et ramassage',
          paragraphs: [
            'Chaque produit part de la façon que permet sa nature ; à la caisse, vous choisissez parmi les modes offerts pour chaque groupe d’articles, avec leurs frais et leurs dates.',
          ],
          list: [
            'Colis : partout au Canada par Postes Canada, de 1 à 7 jours ouvrables ; livraison gratuite à partir de 39 $ d’articles expédiés par la poste ; certains articles sont toujours livrés gratuitement, ils sont identifiés sur leur fiche.',
            'Ramassage au magasin : gratuit, à partir de l’heure où la commande est prête, pendant les heures d’ouverture.',
            'Livraison par notre camion : dans les secteurs desservis (Laval, Rive-Nord, nord de Montréal), le jour choisi.',
            'Produits dangereux (chlore, acide) : jamais par la poste ; ramassage au magasin ou livraison par notre camion.',
            'Spas, piscines et gros articles : livrés par transporteur, organisé par le magasin, qui vous appelle pour fixer la date.',
          ],
        },
        {
          id: 'prix-paiement',
          title: 'Prix et paiement',
          paragraphs: [
            'Les prix sont en dollars canadiens et excluent les taxes applicables (TPS, TVQ ou TVH), calculées selon l’adresse de livraison. Le paiement se fait par carte Visa, MasterCard ou American Express, ou par l’intermédiaire de notre fournisseur de paiement. Votre carte est débitée au moment de la confirmation de la commande.',
          ],
        },
        {
          id: 'modification',
          title: 'Modification ou annulation d’une commande',
          paragraphs: [
            'Toute modification de commande doit être demandée dans les 24 heures suivant la commande, par téléphone ou au moyen du formulaire de contact. Passé ce délai, la commande peut déjà avoir été préparée et expédiée ; elle suit alors la politique de retour.',
          ],
        },
        {
          id: 'retours',
          title: 'Retours et remboursements',
          paragraphs: [
            'Un article non ouvert, dans son emballage d’origine, peut être retourné en magasin ou par la poste dans les 30 jours suivant la réception, avec la preuve d’achat. Le remboursement est fait sur le mode de paiement d’origine dans les 15 jours suivant la réception du retour. Pour des raisons de sécurité, les produits chimiques ouverts ne peuvent être ni repris ni échangés.',
            'Un article reçu endommagé ou défectueux doit nous être signalé dans les 7 jours suivant la réception ; nous le remplaçons ou le remboursons sans frais, y compris les frais de retour.',
          ],
        },
        {
          id: 'garanties',
          title: 'Garanties',
          paragraphs: [
            'Les produits bénéficient de la garantie du fabricant, dont les conditions figurent dans l’Espace client, en plus de la garantie légale de qualité prévue par la Loi sur la protection du consommateur : un bien doit pouvoir servir à l’usage auquel il est destiné pendant une durée raisonnable.',
          ],
        },
      ],
    },
    en: {
      title: 'Online purchase conditions',
      description: 'Delivery, returns and order changes: the conditions of buying online at Piscines Soleil.',
      updated: '2026-11-01',
      intro:
        'These conditions apply to purchases made in our online store. They supplement the rights granted to you by Quebec’s Consumer Protection Act, which always prevail.',
      sections: [
        {
          id: 'livraison',
          title: 'Delivery and pickup',
          paragraphs: [
            'Each product leaves the store the way its nature allows; at checkout you choose among the methods offered for each group of items, with their fees and dates.',
          ],
          list: [
            'Parcels: anywhere in Canada by Canada Post, 1 to 7 business days; free delivery from $39 of items shipped by post; some items always ship free, their product page says so.',
            'Store pickup: free, from the time the order is ready, during opening hours.',
            'Delivery by our truck: in the areas we serve (Laval, North Shore, northern Montréal), on the day you choose.',
            'Dangerous goods (chlorine, acid): never by post; store pickup or delivery by our truck.',
            'Spas, pools and large items: delivered by freight, arranged by the store, which calls you to set the date.',
          ],
        },
        {
          id: 'prix-paiement',
          title: 'Prices and payment',
          paragraphs: [
            'Prices are in Canadian dollars and exclude applicable taxes (GST, QST or HST), calculated from the delivery address. Payment is by Visa, MasterCard or American Express, or through our payment provider. Your card is charged when the order is confirmed.',
          ],
        },
        {
          id: 'modification',
          title: 'Changing or cancelling an order',
          paragraphs: [
            'Order changes must be requested within 24 hours of the order, by phone or through the contact form. After that, the order may already have been packed and shipped; it then follows the return policy.',
          ],
        },
        {
          id: 'retours',
          title: 'Returns and refunds',
          paragraphs: [
            'An unopened item in its original packaging may be returned in store or by post within 30 days of receipt, with proof of purchase. The refund is made to the original payment method within 15 days of receiving the return. For safety reasons, opened chemicals can be neither returned nor exchanged.',
            'An item received damaged or defective must be reported within 7 days of receipt; we replace or refund it at no cost, return shipping included.',
          ],
        },
        {
          id: 'garanties',
          title: 'Warranties',
          paragraphs: [
            'Products carry the manufacturer’s warranty, whose terms are in the Customer area, in addition to the legal warranty of quality under the Consumer Protection Act: goods must be fit for the purpose they are meant for during a reasonable time.',
          ],
        },
      ],
    },
  },
  generalConditions: {
    fr: {
      title: 'Conditions générales',
      description:
        'Les conditions générales de vente et de service de Piscines Soleil : soumissions, installation, service technique et financement.',
      updated: '2025-03-01',
      intro:
        'Les présentes conditions générales s’appliquent aux ventes faites en magasin, aux soumissions, aux installations et aux services techniques de Piscines Soleil inc. Les conditions particulières d’un contrat signé ont préséance.',
      sections: [
        {
          id: 'soumissions',
          title: 'Soumissions',
          paragraphs: [
            'Une soumission est valide 30 jours à compter de sa date. Elle est établie à partir des renseignements fournis et d’une visite du terrain lorsqu’elle est requise ; des travaux imprévus (roc, remblai, accès difficile) peuvent faire l’objet d’un avenant accepté par écrit avant leur exécution.',
          ],
        },
        {
          id: 'installation',
          title: 'Installation de piscines et de spas',
          paragraphs: [
            'Le client est responsable d’obtenir les permis municipaux requis et de respecter le Règlement sur la sécurité des piscines résidentielles du Québec (enceinte, portes à fermeture automatique). Il doit indiquer l’emplacement des conduites souterraines ; nous faisons la demande de localisation auprès d’Info-Excavation avant tout creusage.',
            'Les dates d’installation sont confirmées selon la météo et l’état du terrain. Un report causé par la météo n’entraîne aucuns frais pour le client.',
          ],
        },
        {
          id: 'service-technique',
          title: 'Service technique',
          paragraphs: [
            'Les rendez-vous d’ouverture, de fermeture et de réparation sont confirmés la veille. Un rendez-vous annulé moins de 24 heures à l’avance, ou auquel le technicien ne peut accéder à la piscine, peut entraîner des frais de déplacement. Les pièces remplacées sont garanties un an, la main-d’œuvre 90 jours.',
          ],
        },
        {
          id: 'depot-paiement',
          title: 'Dépôt et paiement',
          paragraphs: [
            'Un dépôt peut être exigé à la signature d’un contrat de vente ou d’installation ; il est remboursable selon les règles de la Loi sur la protection du consommateur. Le solde est payable à la livraison ou à la fin des travaux. Les demandes de financement sont soumises à l’approbation de l’institution financière partenaire.',
          ],
        },
        {
          id: 'responsabilite',
          title: 'Responsabilité',
          paragraphs: [
            'Notre responsabilité est limitée aux dommages directs résultant de notre faute, dans la mesure permise par la loi. Ces conditions sont régies par les lois du Québec ; tout litige relève des tribunaux du district judiciaire du magasin.',
          ],
        },
      ],
    },
    en: {
      title: 'General conditions',
      description: 'The general terms of sale and service of Piscines Soleil: quotes, installation, technical service and financing.',
      updated: '2025-03-01',
      intro:
        'These general conditions apply to in-store sales, quotes, installations and technical services of Piscines Soleil Inc. The specific terms of a signed contract prevail.',
      sections: [
        {
          id: 'soumissions',
          title: 'Quotes',
          paragraphs: [
            'A quote is valid for 30 days from its date. It is based on the information provided and on a site visit when one is needed; unforeseen work (rock, backfill, difficult access) may be the subject of an amendment accepted in writing before it is done.',
          ],
        },
        {
          id: 'installation',
          title: 'Pool and spa installation',
          paragraphs: [
            'The customer is responsible for obtaining the required municipal permits and for complying with Quebec’s Residential Swimming Pool Safety Regulation (enclosure, self-closing gates). The customer must point out underground lines; we request a locate from Info-Excavation before any digging.',
            'Installation dates are confirmed according to the weather and the state of the ground. A postponement caused by the weather costs the customer nothing.',
          ],
        },
        {
          id: 'service-technique',
          title: 'Technical service',
          paragraphs: [
            'Opening, closing and repair appointments are confirmed the day before. An appointment cancelled less than 24 hours in advance, or where the technician cannot reach the pool, may incur a travel charge. Replaced parts are guaranteed for one year, labour for 90 days.',
          ],
        },
        {
          id: 'depot-paiement',
          title: 'Deposit and payment',
          paragraphs: [
            'A deposit may be required when a sale or installation contract is signed; it is refundable under the rules of the Consumer Protection Act. The balance is payable on delivery or when the work is completed. Financing requests are subject to the approval of the partner financial institution.',
          ],
        },
        {
          id: 'responsabilite',
          title: 'Liability',
          paragraphs: [
            'Our liability is limited to direct damages resulting from our fault, to the extent the law allows. These conditions are governed by the laws of Quebec; any dispute falls under the courts of the judicial district of the store.',
          ],
        },
      ],
    },
  },
  cookiePolicy: {
    fr: {
      title: 'Politique de témoins (cookies)',
      description: 'Les témoins (cookies) que nous utilisons, avec votre consentement, et comment retirer ce consentement.',
      updated: '2025-03-01',
      intro:
        'Un témoin est un petit fichier enregistré par votre navigateur. Conformément à la Loi 25, les témoins qui ne sont pas nécessaires au fonctionnement du site sont désactivés par défaut et ne sont activés qu’avec votre consentement.',
      sections: [
        {
          id: 'necessaires',
          title: 'Témoins nécessaires',
          paragraphs: ['Ils permettent au site de fonctionner et ne peuvent pas être désactivés :'],
          list: [
            'votre panier et la commande en cours (conservés dans votre navigateur) ;',
            'votre choix quant aux témoins, pour ne pas vous le redemander à chaque visite ;',
            'la protection des formulaires contre les robots.',
          ],
        },
        {
          id: 'mesure-audience',
          title: 'Témoins de mesure d’audience',
          paragraphs: [
            'Avec votre consentement seulement, nous mesurons la fréquentation des pages au moyen d’un gestionnaire de balises, pour améliorer le site. Aucune donnée n’est transmise avant que vous ayez accepté.',
          ],
        },
        {
          id: 'videos',
          title: 'Vidéos',
          paragraphs: [
            'Nos capsules vidéo sont hébergées par YouTube en mode de confidentialité renforcée. Le lecteur n’est chargé que lorsque vous cliquez sur une vidéo ; YouTube peut alors déposer ses propres témoins.',
          ],
        },
        {
          id: 'retrait',
          title: 'Retirer ou modifier votre consentement',
          paragraphs: [
            'Vous pouvez modifier votre choix en tout temps au moyen du bouton « Gérer mes témoins » en bas de page, ou supprimer les témoins dans les réglages de votre navigateur. Refuser les témoins de mesure d’audience n’a aucun effet sur votre capacité à magasiner.',
          ],
        },
      ],
    },
    en: {
      title: 'Cookie policy',
      description: 'The cookies we use with your consent, and how to withdraw that consent.',
      updated: '2025-03-01',
      intro:
        'A cookie is a small file saved by your browser. In line with Law 25, cookies that the site does not need to work are off by default and are turned on only with your consent.',
      sections: [
        {
          id: 'necessaires',
          title: 'Necessary cookies',
          paragraphs: ['They make the site work and cannot be turned off:'],
          list: [
            'your cart and the order in progress (kept in your browser);',
            'your cookie choice, so we do not ask again on every visit;',
            'protection of forms against bots.',
          ],
        },
        {
          id: 'mesure-audience',
          title: 'Audience measurement cookies',
          paragraphs: [
            'Only with your consent, we measure page visits through a tag manager, to improve the site. No data is sent before you accept.',
          ],
        },
        {
          id: 'videos',
          title: 'Videos',
          paragraphs: [
            'Our video capsules are hosted by YouTube in privacy-enhanced mode. The player loads only when you click a video; YouTube may then set its own cookies.',
          ],
        },
        {
          id: 'retrait',
          title: 'Withdrawing or changing your consent',
          paragraphs: [
            'You can change your choice at any time through the “Manage my cookies” button at the bottom of the page, or delete cookies in your browser settings. Refusing audience measurement cookies has no effect on your ability to shop.',
          ],
        },
      ],
    },
  },
};
