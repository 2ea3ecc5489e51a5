// Owns the video advice page's texts.
const fr = {
  videos: {
    title: 'Conseils vidéo',
    description: 'Nos capsules vidéo sur l’entretien des piscines et des spas, et sur leur ouverture et leur fermeture.',
    lead: 'Des capsules courtes de nos techniciens pour entretenir votre piscine et votre spa vous-même.',
    promo: 'Piscines Soleil en une minute',
    play: 'Lire la vidéo\u00a0: {{title}}',
    facadeNote: 'La vidéo se charge seulement quand vous la lancez.',
    empty: 'Nos capsules vidéo seront bientôt en ligne.',
  },
};

const en: typeof fr = {
  videos: {
    title: 'Video advice',
    description: 'Our video capsules on pool and spa care, and on opening and closing your pool.',
    lead: 'Short capsules by our technicians to look after your pool and spa yourself.',
    promo: 'Piscines Soleil in one minute',
    play: 'Play the video: {{title}}',
    facadeNote: 'The video loads only when you start it.',
    empty: 'Our video capsules will be online soon.',
  },
};

export const videosMessages = { fr, en };
