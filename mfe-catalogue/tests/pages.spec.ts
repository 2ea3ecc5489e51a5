// Every page of the catalogue remote in its harness, in French and English, on a phone and a desktop: content, links, rules and states.
import { expect, test, type Locator } from '@playwright/test';
import { expectResponsiveImages } from '@storefront/remote-kit/testing/images';
import { expectNoHorizontalScroll, open } from './support';

test.describe('home', () => {
  test('French home: banner of four slides, service blocks, essentials, calls to action and pedestal', async ({ page }) => {
    await open(page, '/fr', 'home');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Piscines, spas et mobilier extérieur');
    const carousel = page.getByRole('region', { name: 'À la une' });
    await expect(carousel.locator('[aria-roledescription="slide"]')).toHaveCount(4);
    const slideLinks = carousel.locator('[aria-roledescription="slide"] a');
    await expect(slideLinks.nth(0)).toHaveAttribute('href', '/fr/promotions');
    await expect(slideLinks.nth(1)).toHaveAttribute('href', '/fr/collection/spas/harmonie-h7');
    await expect(slideLinks.nth(2)).toHaveAttribute('href', '/fr/promotions#circulaires');
    await expect(slideLinks.nth(3)).toHaveAttribute('href', '/fr/conseils-video#video-promotionnelle');
    for (const [name, href] of [
      ['Piscines', '/fr/collection/piscines-hors-terre'],
      ['Spas', '/fr/collection/spas'],
      ['Mobilier extérieur', '/fr/collection/mobilier-exterieur'],
      ['Service technique', '/fr/installation-reparation-entretien'],
    ] as const) {
      await expect(page.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(page.getByRole('heading', { name: 'Achat en ligne' })).toBeVisible();
    await expect(page.getByText('Les essentiels de saison')).toBeVisible();
    await expect(page.getByTestId('essentials').getByRole('listitem')).toHaveCount(4);
    await expect(page.getByTestId('essentials').getByRole('link').first()).toHaveAttribute('href', /^\/fr\/produits\/.+/);
    await expect(page.getByRole('link', { name: 'Visiter la boutique' })).toHaveAttribute('href', '/fr/boutique/achat-en-ligne');
    await expect(page.getByRole('link', { name: 'Voir les liquidations' })).toHaveAttribute('href', '/fr/boutique/liquidations');
    const pedestal = page.getByRole('region', { name: 'Nos spas vedettes' });
    await expect(pedestal.getByRole('link')).toHaveCount(4);
    await expect(pedestal.getByRole('link').first()).toHaveAttribute('href', /^\/fr\/collection\/spas\/[a-z0-9-]+$/);
    // Every image has its size before it loads, so nothing moves.
    const unsized = await page.locator('main img:not([width][height])').count();
    expect(unsized).toBe(0);
    // Titles on the navy blocks take their light text colour, not the navy of the base heading style.
    for (const block of [
      carousel.locator('[aria-roledescription="slide"]').first(),
      page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Visiter la boutique' }) }),
    ]) {
      const [title, text] = await Promise.all([
        block.getByRole('heading').evaluate((node) => getComputedStyle(node).color),
        block
          .locator('p')
          .first()
          .evaluate((node) => getComputedStyle(node).color),
      ]);
      expect(title).toBe(text);
    }
    await expectNoHorizontalScroll(page);
  });

  test('the banner is a carousel: previous is disabled at the start, next at the end, and it can be paused', async ({ page }) => {
    await open(page, '/fr', 'home');
    const previous = page.getByRole('button', { name: 'Diapositive précédente' });
    const next = page.getByRole('button', { name: 'Diapositive suivante' });
    await expect(previous).toBeDisabled();
    const pause = page.getByTestId('carousel-play');
    await expect(pause).toHaveAccessibleName('Mettre en pause le défilement');
    await pause.click();
    await expect(pause).toHaveAccessibleName('Reprendre le défilement');
    for (let n = 2; n <= 4; n++) {
      await next.click();
      await expect(page.getByRole('button', { name: `Aller à la diapositive ${n}` })).toHaveAttribute('aria-current', 'true');
    }
    await expect(next).toBeDisabled();
    await expect(previous).toBeEnabled();
    await page.getByRole('button', { name: 'Aller à la diapositive 1' }).click();
    await expect(previous).toBeDisabled();
  });

  test("a press on next before the carousel's code has arrived is kept, and made when it comes", async ({ page }) => {
    // Embla's code is fetched when the browser is idle: here its autoplay plugin is held back until the press is made.
    let release = () => undefined as void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let held = false;
    await page.route('**/*.js', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes('stopOnLastSnap')) {
        held = true;
        await gate;
      }
      await route.fulfill({ response, body });
    });
    await open(page, '/fr', 'home');
    await page.getByRole('button', { name: 'Diapositive suivante' }).click();
    await expect.poll(() => held).toBe(true);
    await expect(page.getByRole('button', { name: 'Aller à la diapositive 1' })).toHaveAttribute('aria-current', 'true');
    release();
    await expect(page.getByRole('button', { name: 'Aller à la diapositive 2' })).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('button', { name: 'Diapositive précédente' })).toBeEnabled();
  });

  test('the banner follows a swipe', async ({ page }) => {
    await open(page, '/fr', 'home');
    // Embla is there once the banner plays (it is fetched when the browser is idle); the swipe is made on a still banner.
    await expect(page.getByTestId('carousel-play')).toHaveAccessibleName('Mettre en pause le défilement');
    await page.getByTestId('carousel-play').click();
    const slide = page.getByRole('region', { name: 'À la une' }).locator('[aria-roledescription="slide"]').first();
    await page.evaluate(() => window.scrollTo(0, 0));
    const box = await slide.locator('img').boundingBox();
    if (!box) throw new Error('no slide box');
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width * 0.8, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.5, y, { steps: 5 });
    await page.mouse.move(box.x + box.width * 0.1, y, { steps: 5 });
    await page.mouse.up();
    await expect(page.getByRole('button', { name: 'Aller à la diapositive 2' })).toHaveAttribute('aria-current', 'true');
  });

  test('English home: English interface, the teaser and its essentials in English', async ({ page }) => {
    await open(page, '/fr', 'home');
    const names = (locator: Locator) =>
      locator.evaluateAll((links) =>
        links.map((link) => [link.getAttribute('href')?.split('/').pop() ?? '', link.textContent ?? ''] as const),
      );
    const essentials = page.getByTestId('essentials').getByRole('link');
    const french = new Map(await names(essentials));
    await open(page, '/en', 'home');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pools, spas and outdoor furniture');
    await expect(page.getByRole('heading', { name: 'Online shopping' })).toBeVisible();
    await expect(page.getByText('Seasonal essentials')).toBeVisible();
    const english = await names(essentials);
    expect(english).toHaveLength(4);
    for (const [handle, name] of english) expect(name, handle).not.toBe(french.get(handle));
    await expect(page.getByRole('button', { name: 'Next slide' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Technical service', exact: true })).toHaveAttribute(
      'href',
      '/en/installation-reparation-entretien',
    );
    await expect(page.getByRole('link', { name: 'Discover the model' })).toHaveAttribute('href', '/en/collection/spas/harmonie-h7');
    await expectNoHorizontalScroll(page);
  });
});

test.describe('responsive images', () => {
  for (const [path, id, lcp] of [
    ['/fr', 'home', '[aria-roledescription="slide"] img'],
    ['/en/collection/spas', 'collection', '[data-type] img'],
    ['/fr/collection/mobilier-exterieur', 'collection', 'main img'],
    ['/fr/collection/spas/harmonie-h7', 'collectionModel', 'main img[alt^="Harmonie H7"]'],
    ['/fr/collection/piscines-creusees/forme-libre-lagon', 'collectionModel', 'main img[alt^="Forme libre Lagon"]'],
    ['/fr/promotions/circulaire-de-l-automne', 'promotionDetail', 'main img'],
    ['/en/conseils-video', 'videoAdvice', '[data-testid="promotion-video-facade"] img'],
  ] as const) {
    test(`${path}: sized images with their narrower copies; only the largest of the first screen loads at once`, async ({ page }) => {
      await open(page, path, id);
      await expectResponsiveImages(page, lcp);
    });
  }
});

test.describe('collections and models', () => {
  const COLLECTIONS = [
    {
      slug: 'piscines-hors-terre',
      fr: 'Piscines hors terre',
      en: 'Above-ground pools',
      model: { fr: 'Riviera ronde 21 pi', en: 'Riviera 21 ft round' },
    },
    {
      slug: 'piscines-creusees',
      fr: 'Piscines creusées',
      en: 'In-ground pools',
      model: { fr: 'Rectangulaire classique', en: 'Classic rectangular' },
    },
    {
      slug: 'piscines-semi-creusees',
      fr: 'Piscines semi-creusées',
      en: 'Semi-in-ground pools',
      model: { fr: 'Semi-creusée ronde 24 pi', en: 'Semi-in-ground 24 ft round' },
    },
    { slug: 'spas', fr: 'Spas', en: 'Spas', model: { fr: 'Harmonie H7', en: 'Harmonie H7' } },
  ];
  for (const collection of COLLECTIONS) {
    for (const locale of ['fr', 'en'] as const) {
      test(`${collection.slug} (${locale}) lists its type records and their models in order`, async ({ page }) => {
        await open(page, `/${locale}/collection/${collection.slug}`, 'collection');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(collection[locale]);
        await expect(page.getByRole('link', { name: collection.model[locale], exact: true })).toHaveAttribute(
          'href',
          new RegExp(`^/${locale}/collection/${collection.slug}/[a-z0-9-]+$`),
        );
        await expect(page.locator('[data-type]').first()).toBeVisible();
        await expectNoHorizontalScroll(page);
      });
    }
  }

  test('spa series are in order and unpublished models are left out', async ({ page }) => {
    await open(page, '/fr/collection/spas', 'collection');
    await expect(page.locator('[data-type]').evaluateAll((sections) => sections.map((s) => s.getAttribute('data-type')))).resolves.toEqual([
      'serie-evasion',
      'serie-harmonie',
      'serie-prestige',
      'serie-aquafit',
    ]);
    await expect(page.getByRole('link', { name: 'Harmonie H8', exact: true })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Aquafit 19 Sport', exact: true })).toHaveCount(0);
  });

  test('outdoor furniture leads to its product families in the shop', async ({ page }) => {
    await open(page, '/fr/collection/mobilier-exterieur', 'collection');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mobilier extérieur');
    await expect(page.getByRole('link', { name: 'Ensembles de salon' })).toHaveAttribute(
      'href',
      '/fr/boutique/mobilier-exterieur/mobilier-de-jardin/ensembles-de-salon',
    );
    await page.goto('/en/collection/mobilier-exterieur');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Outdoor furniture');
  });

  test('a spa model page: gallery, specifications, light colours, price from, quote and structured data', async ({ page }) => {
    await open(page, '/fr/collection/spas', 'collection');
    await page.getByRole('link', { name: 'Harmonie H7', exact: true }).click();
    await expect(page.locator('[data-page="collectionModel"]')).toBeVisible();
    await expect(page).toHaveURL(/\/fr\/collection\/spas\/harmonie-h7$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Harmonie H7');
    // 12 999 $ less 15 % (spec §9).
    await expect(page.getByTestId('price-from')).toContainText('11 049,15 $');
    await expect(page.getByTestId('price-from')).toContainText('12 999,00 $');
    for (const spec of [
      'Places : 6-7',
      'Jets : 52',
      'Série Harmonie',
      'Éclairage DEL',
      'Filtration R-Max',
      'Commande Touch 2',
      'Audio Bluetooth',
    ]) {
      await expect(page.getByText(spec, { exact: true })).toBeVisible();
    }
    const gallery = page.getByRole('region', { name: 'Galerie de photos' });
    const main = gallery.locator('img').first();
    const first = await main.getAttribute('src');
    await gallery.getByRole('button', { name: 'Afficher la photo 2' }).click();
    await expect(gallery.getByRole('button', { name: 'Afficher la photo 2' })).toHaveAttribute('aria-pressed', 'true');
    await expect(main).not.toHaveAttribute('src', first ?? '');
    const lights = page.locator('details[data-list="lights"]');
    await expect(lights.locator('li')).toHaveCount(7);
    await expect(lights.getByText('Framboise')).toBeHidden();
    await lights.locator('summary').click();
    await expect(lights.getByRole('listitem')).toHaveText(['Lunaire', 'Soleil', 'Framboise', 'Opale', 'Cerise', 'Denim', 'Menthe']);
    await expect(page.getByRole('link', { name: 'Demander une soumission pour Harmonie H7' }).first()).toHaveAttribute(
      'href',
      '/fr/demande-soumission?modele=harmonie-h7',
    );
    await expect(page.getByRole('link', { name: /450 555-0123/ })).toHaveAttribute('href', 'tel:4505550123');
    // In the document's head, once, and not in the page.
    await expect(page.locator('head script[type="application/ld+json"]')).toHaveCount(1);
    await expect(page.locator('body script[type="application/ld+json"]')).toHaveCount(0);
    const jsonLd = JSON.parse((await page.locator('head script[type="application/ld+json"]').textContent()) ?? '{}') as Record<
      string,
      unknown
    >;
    expect(jsonLd).toMatchObject({
      '@type': 'Product',
      name: 'Harmonie H7',
      brand: { name: 'Boréal Spas' },
      offers: { '@type': 'Offer', price: '11049.15', priceCurrency: 'CAD' },
    });
    await expectNoHorizontalScroll(page);
  });

  test('a pool model page: option lists with images as choices, price from the lowest options', async ({ page }) => {
    await open(page, '/fr/collection/piscines-hors-terre/riviera-ronde-24-pi', 'collectionModel');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Riviera ronde 24 pi');
    // 4 899 $ less 10 %, plus the cheapest shape (0), liner (0) and wall (0), without steps (an optional list: 899 $ and up).
    await expect(page.getByTestId('price-from')).toContainText('4 409,10 $');
    // A round model offers its round shape alone (ADR 0051): the data allows no oval.
    await expect(page.locator('[data-options="shapes"] li')).toHaveCount(1);
    await expect(page.locator('[data-options="steps"] li').first()).toContainText('+ 899,00 $');
    await expect(page.locator('[data-options="steps"] li').last()).toContainText('AucunAucuns frais');
    await expect(page.locator('[data-options="shapes"] li').first()).toContainText('Inclus');
    const liners = page.getByRole('group', { name: 'Toiles' });
    await expect(liners.getByRole('radio')).toHaveCount(5);
    await expect(liners.locator('img').first()).toHaveAttribute('width', '400');
    await expect(page.getByRole('group', { name: 'Parois' }).getByText('Bois flotté')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Demander une soumission pour Riviera ronde 24 pi' }).first()).toHaveAttribute(
      'href',
      '/fr/demande-soumission?modele=riviera-ronde-24-pi',
    );
    await expectNoHorizontalScroll(page);
  });

  test('an English model page shows the model’s English text and options, with the English interface', async ({ page }) => {
    await open(page, '/en/collection/piscines-creusees/rectangulaire-classique', 'collectionModel');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Classic rectangular');
    await expect(page.getByText('Straight lines for swimming and a full-width step.')).toBeVisible();
    await expect(page.getByTestId('price-from')).toContainText('From');
    await expect(page.getByTestId('price-from')).toContainText('$42,900.00');
    await expect(page.getByRole('group', { name: 'Structural components' }).getByText('Galvanized steel panels')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Request a quote for Classic rectangular' }).first()).toHaveAttribute(
      'href',
      '/en/demande-soumission?modele=rectangulaire-classique',
    );
    // A spa's facts with English words and typography.
    await open(page, '/en/collection/spas/harmonie-h7', 'collectionModel');
    for (const fact of ['Seats: 6-7', 'Jets: 52', 'Harmonie series', '2 pumps, 5 HP', '1,750 L'])
      await expect(page.getByText(fact, { exact: true })).toBeVisible();
  });

  test('English collection pages name the series, collections and product families in English', async ({ page }) => {
    await open(page, '/en/collection/spas', 'collection');
    await expect(page.locator('[data-type] h2')).toHaveText(['Évasion series', 'Harmonie series', 'Prestige series', 'Aquafit series']);
    await expect(page.getByText('R-Max filtration', { exact: true }).first()).toBeVisible();
    await open(page, '/en/collection/piscines-hors-terre', 'collection');
    await expect(page.locator('[data-type] h2')).toHaveText(['Riviera collection', 'Oasis collection']);
    await expect(page.getByRole('link', { name: 'Riviera 15 x 30 ft oval', exact: true })).toHaveAttribute(
      'href',
      '/en/collection/piscines-hors-terre/riviera-ovale-15-x-30-pi',
    );
    await open(page, '/en/collection/mobilier-exterieur', 'collection');
    await expect(page.getByRole('link', { name: 'Lounge sets' })).toHaveAttribute(
      'href',
      '/en/store/mobilier-exterieur/mobilier-de-jardin/ensembles-de-salon',
    );
    // French stays French.
    await open(page, '/fr/collection/spas', 'collection');
    await expect(page.locator('[data-type] h2').first()).toHaveText('Série Évasion');
  });

  for (const path of [
    '/fr/collection/spas/harmonie-h8',
    '/fr/collection/piscines-hors-terre/oasis-ronde-27-pi',
    '/en/collection/spas/inconnu',
    '/fr/collection/mobilier-exterieur/ensemble',
  ]) {
    test(`an unknown or unpublished model is a 404: ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByText('404', { exact: false })).toBeVisible();
      await expect(page.locator('[data-page="collectionModel"]')).toHaveCount(0);
    });
  }
});

test.describe('technical service', () => {
  for (const locale of ['fr', 'en'] as const) {
    test(`sections with the side bar's anchors and three packages, the middle one highlighted (${locale})`, async ({ page }) => {
      await open(page, `/${locale}/installation-reparation-entretien`, 'service');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        locale === 'fr' ? 'Installation, réparation, entretien' : 'Installation, repair, maintenance',
      );
      for (const id of ['ouverture-fermeture', 'changement-de-toile', 'entretien-reparation', 'analyse-eau']) {
        await expect(page.locator(`section#${id} h2`)).toBeVisible();
      }
      await expect(page.locator('#changement-de-toile')).toContainText(locale === 'fr' ? '10 à 15 ans' : '10 to 15 years');
      await expect(page.locator('#analyse-eau')).toContainText(locale === 'fr' ? 'Analyse d’eau gratuite' : 'Free water analysis');
      const cards = page.locator('[data-package]');
      await expect(cards).toHaveCount(3);
      await expect(cards.evaluateAll((items) => items.map((item) => item.id))).resolves.toEqual(['forfait_1', 'forfait_2', 'forfait_3']);
      await expect(cards.evaluateAll((items) => items.map((item) => item.getAttribute('data-highlighted')))).resolves.toEqual([
        'false',
        'true',
        'false',
      ]);
      const money =
        locale === 'fr'
          ? ['119,00 $', '218,00 $', '20,00 $', '208,00 $', '30,00 $']
          : ['$119.00', '$218.00', '$20.00', '$208.00', '$30.00'];
      for (const amount of money) await expect(cards.nth(1)).toContainText(amount);
      // Each package books online, the package named in the booking page's address.
      await expect(cards.nth(2).getByTestId('package-book')).toHaveAttribute(
        'href',
        locale === 'fr' ? '/fr/reservation-entretien?forfait=forfait_3' : '/en/service-booking?forfait=forfait_3',
      );
      // The catalogue's package labels are French; English pages name them in English.
      const labels =
        locale === 'fr'
          ? ['Piscine hors terre', 'Ouverture', 'Fermeture', 'Combo ouverture et fermeture', 'Combo 2 ans (prix par saison)']
          : ['Above-ground pool', 'Opening', 'Closing', 'Opening and closing combo', '2-year combo (price per season)'];
      await expect(cards.nth(1).locator('h3, dt')).toHaveText(labels);
      await expect(
        page.getByRole('heading', {
          name: locale === 'fr' ? 'Territoire desservi par notre service technique' : 'Area served by our technical service',
        }),
      ).toBeVisible();
      await expectNoHorizontalScroll(page);
    });
  }

  test('a side bar link lands on its section', async ({ page }) => {
    await page.goto('/fr/installation-reparation-entretien#analyse-eau');
    await expect(page.locator('#analyse-eau')).toBeInViewport();
  });
});

// The suite's seed and pages are written for 2026-11-25 (STOREFRONT_SEED_DATE, set by its Playwright config): autumn.
test.describe('promotions', () => {
  const HEADINGS = {
    fr: {
      flyer: 'Circulaire de l’automne',
      spas: 'Jusqu’à 15 % sur les spas Harmonie',
      furniture: 'Vente de mobilier extérieur',
      ended: 'Circulaire de l’été',
      upcoming: 'Circulaire de l’hiver',
      catalogue: 'Catalogue 2026',
    },
    en: {
      flyer: 'Autumn flyer',
      spas: 'Up to 15% off Harmonie spas',
      furniture: 'Outdoor furniture sale',
      ended: 'Summer flyer',
      upcoming: 'Winter flyer',
      catalogue: '2026 catalogue',
    },
  } as const;

  for (const locale of ['fr', 'en'] as const) {
    test(`the promotions that run today, in the page's language, the flyers and the year's catalogue (${locale})`, async ({
      page,
      request,
    }) => {
      const names = HEADINGS[locale];
      await open(page, `/${locale}/promotions`, 'promotions');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Promotions');
      const current = page.getByRole('region', { name: locale === 'fr' ? 'Promotions en cours' : 'Current promotions' });
      await expect(current.getByRole('heading', { level: 3 })).toHaveText([names.flyer, names.spas, names.furniture]);
      // Last season's flyer has ended and next season's has not started: neither is listed, nor offered as a flyer.
      await expect(page.getByRole('heading', { name: names.ended })).toHaveCount(0);
      await expect(page.getByRole('heading', { name: names.upcoming })).toHaveCount(0);
      await expect(page.locator('#circulaires h3')).toHaveText([names.flyer]);
      await expect(page.getByRole('link', { name: /Harmonie/ }).first()).toHaveAttribute('href', `/${locale}/promotions/spas-harmonie`);
      await expect(current.getByText(locale === 'fr' ? 'Jusqu’au 30 novembre 2026' : 'Until November 30, 2026')).toBeVisible();
      const flyer = page.locator('#circulaires a').first();
      const pdf = await request.get((await flyer.getAttribute('href')) ?? '');
      expect(pdf.headers()['content-type']).toBe('application/pdf');
      // Each language has its own flyer file.
      expect(await flyer.getAttribute('href')).toContain(`-${locale}.pdf`);
      await expect(page.getByTestId('catalogue').getByRole('heading', { name: names.catalogue })).toBeVisible();
      await expect(page.getByTestId('catalogue').getByRole('link')).toHaveAttribute('href', `/${locale}/promotions/catalogue-2026`);
      await expectNoHorizontalScroll(page);
    });
  }

  test("the 'no current promotion' variant when the store switches promotions off", async ({ page }) => {
    await page.route(/documents:runQuery/, async (route) => {
      if (!route.request().postData()?.includes('"collectionId":"settings"')) return route.continue();
      const response = await route.fetch();
      const body = (await response.text()).replace('"booleanValue":true', '"booleanValue":false');
      return route.fulfill({ response, body });
    });
    await open(page, '/fr/promotions', 'promotions');
    await expect(page.getByTestId('no-promotion')).toContainText('Aucune promotion en cours');
    await expect(page.getByRole('heading', { name: 'Promotions en cours' })).toHaveCount(0);
    // Flyers and the catalogue stay.
    await expect(page.getByRole('heading', { name: 'Circulaires' })).toBeVisible();
    await expect(page.getByTestId('catalogue')).toBeVisible();
  });

  for (const locale of ['fr', 'en'] as const) {
    test(`the 'no current promotion' variant when every promotion has ended (${locale})`, async ({ page }) => {
      // A day long after the seed's: the runtime configuration's day is what the pages judge dates by.
      await page.route('**/runtime-config.json', async (route) => {
        const response = await route.fetch();
        return route.fulfill({ response, json: { ...(await response.json()), today: '2031-06-15' } });
      });
      await open(page, `/${locale}/promotions`, 'promotions');
      await expect(page.getByTestId('no-promotion')).toContainText(locale === 'fr' ? 'Aucune promotion en cours' : 'No current promotion');
      await expect(page.getByRole('heading', { level: 3, name: HEADINGS[locale].spas })).toHaveCount(0);
      // The 2026 catalogue is over too.
      await expect(page.getByTestId('catalogue')).toHaveCount(0);
    });
  }

  for (const locale of ['fr', 'en'] as const) {
    test(`a promotion's page shows its cover, its pages and its PDF (${locale})`, async ({ page, request }) => {
      await open(page, `/${locale}/promotions/circulaire-de-l-automne`, 'promotionDetail');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADINGS[locale].flyer);
      await expect(page.getByRole('img', { name: new RegExp(`${HEADINGS[locale].flyer}, page`) })).toHaveCount(1);
      const pdf = page.getByTestId('promotion-pdf');
      const response = await request.get((await pdf.getAttribute('href')) ?? '');
      expect(response.headers()['content-type']).toBe('application/pdf');
      await expect(page.getByTestId('promotion-ended')).toHaveCount(0);
      await expect(page.getByRole('link', { name: locale === 'fr' ? 'Toutes les promotions' : 'All promotions' })).toHaveAttribute(
        'href',
        `/${locale}/promotions`,
      );
      await expectNoHorizontalScroll(page);
    });
  }

  for (const locale of ['fr', 'en'] as const) {
    test(`an ended promotion's page says it has ended, without its PDF and links; one not started is a 404 (${locale})`, async ({
      page,
    }) => {
      await open(page, `/${locale}/promotions/circulaire-de-l-ete`, 'promotionDetail');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADINGS[locale].ended);
      await expect(page.getByTestId('promotion-ended')).toContainText(
        locale === 'fr' ? 'Cette promotion a pris fin le 31 août 2026.' : 'This promotion ended on August 31, 2026.',
      );
      await expect(page.getByTestId('promotion-ended').getByRole('link')).toHaveAttribute('href', `/${locale}/promotions`);
      await expect(page.getByTestId('promotion-pdf')).toHaveCount(0);
      await page.goto(`/${locale}/promotions/circulaire-de-l-hiver`);
      await expect(page.getByText('404', { exact: false })).toBeVisible();
    });
  }

  test('the year’s catalogue has its page, and an unknown promotion is a 404', async ({ page }) => {
    await open(page, '/fr/promotions/catalogue-2026', 'promotionDetail');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Catalogue 2026');
    await page.goto('/fr/promotions/inconnue');
    await expect(page.getByText('404', { exact: false })).toBeVisible();
  });
});

test.describe('video advice', () => {
  test('three groups of capsules; nothing from YouTube and no video file before a click', async ({ page }) => {
    const thirdParty: string[] = [];
    const videoFiles: string[] = [];
    page.on('request', (request) => {
      if (/youtube|ytimg|googlevideo/.test(request.url())) thirdParty.push(request.url());
      // Only the file itself counts: resolving its download address reads its metadata, not the video.
      if (request.url().includes('.mp4') && request.url().includes('alt=media')) videoFiles.push(request.url());
    });
    await page.route(/youtube-nocookie\.com/, (route) => route.fulfill({ contentType: 'text/html', body: '<title>player</title>' }));
    await open(page, '/fr/conseils-video', 'videoAdvice');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Conseils vidéo');
    await expect(page.locator('[data-group]')).toHaveCount(3);
    for (const group of ['Vidéos piscines', 'Vidéos spas', 'Vidéos ouverture et fermeture']) {
      await expect(page.getByRole('heading', { level: 2, name: group })).toBeVisible();
    }
    await expect(page.locator('[data-group] li')).toHaveCount(11);
    await expect(page.locator('iframe')).toHaveCount(0);
    expect(thirdParty).toEqual([]);
    expect(videoFiles).toEqual([]);

    const capsule = page.locator('[data-group="videos-piscines"] li').first();
    const id = await capsule.getAttribute('data-video-id');
    await capsule.getByRole('button', { name: /Lire la vidéo/ }).click();
    await expect(capsule.locator('iframe')).toHaveAttribute('src', new RegExp(`^https://www\\.youtube-nocookie\\.com/embed/${id}`));
  });

  test('the promotional video from the file store plays only when asked', async ({ page, request }) => {
    await open(page, '/fr/conseils-video', 'videoAdvice');
    await expect(page.locator('video')).toHaveCount(0);
    await page.getByTestId('promotion-video-facade').click();
    const video = page.getByTestId('promotion-video');
    await expect(video).toBeVisible();
    const src = (await video.getAttribute('src')) ?? '';
    expect(src).toContain('piscines-soleil-promotion.mp4');
    const response = await request.get(src);
    expect(response.headers()['content-type']).toBe('video/mp4');
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState)).toBeGreaterThan(0);
  });

  test('English capsules play their own video where one exists and fall back to French', async ({ page }) => {
    await open(page, '/fr/conseils-video', 'videoAdvice');
    const french = await page.locator('[data-group] li').evaluateAll((items) => items.map((item) => item.getAttribute('data-video-id')));
    await open(page, '/en/conseils-video', 'videoAdvice');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Video advice');
    await expect(page.getByRole('heading', { level: 2, name: 'Pool videos' })).toBeVisible();
    const english = await page.locator('[data-group] li').evaluateAll((items) => items.map((item) => item.getAttribute('data-video-id')));
    expect(english).toHaveLength(french.length);
    expect(english[0]).not.toBe(french[0]);
    expect(english[1]).toBe(french[1]);
    // No English capsule of 'Éliminer une eau verte': the French video and title are shown.
    expect(english[3]).toBe(french[3]);
    await expect(page.getByRole('heading', { level: 3, name: 'Éliminer une eau verte' })).toBeVisible();
    await expectNoHorizontalScroll(page);
  });
});

test.describe('customer area', () => {
  for (const locale of ['fr', 'en'] as const) {
    test(`product categories, their document categories and documents to open or download (${locale})`, async ({ page, request }) => {
      await open(page, `/${locale}/espace-client`, 'customerArea');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(locale === 'fr' ? 'Espace client' : 'Customer area');
      await expect(page.locator('[data-category]')).toHaveCount(4);
      const spas = page.locator('[data-category="spas"]');
      await expect(spas.getByRole('heading', { level: 3 })).toHaveText(['Manuels du propriétaire', 'Entretien', 'Garanties']);
      const open_ = spas.getByRole('link', {
        name: locale === 'fr' ? 'Ouvrir « Garantie des spas Boréal » (PDF)' : 'Open “Garantie des spas Boréal” (PDF)',
      });
      await expect(open_).toHaveAttribute('target', '_blank');
      const download = spas.getByRole('link', {
        name: locale === 'fr' ? 'Télécharger « Garantie des spas Boréal » (PDF)' : 'Download “Garantie des spas Boréal” (PDF)',
      });
      await expect(download).toHaveAttribute('download', 'garantie-des-spas-boreal.pdf');
      const response = await request.get((await download.getAttribute('href')) ?? '');
      expect(response.headers()['content-type']).toBe('application/pdf');
      await expectNoHorizontalScroll(page);
    });
  }
});

test.describe('legal pages', () => {
  const PAGES = [
    {
      path: 'politiques-confidentialite',
      id: 'privacyPolicy',
      fr: 'Politiques de confidentialité et conditions',
      en: 'Privacy policies and conditions',
      text: { fr: 'Commission d’accès à l’information', en: 'Commission d’accès à l’information' },
    },
    {
      path: 'conditions-achat-en-ligne',
      id: 'purchaseConditions',
      fr: 'Conditions d’achat en ligne',
      en: 'Online purchase conditions',
      text: {
        fr: 'livraison gratuite à partir de 39 $ d’articles expédiés par la poste',
        en: 'free delivery from $39 of items shipped by post',
      },
    },
    {
      path: 'conditions-generales',
      id: 'generalConditions',
      fr: 'Conditions générales',
      en: 'General conditions',
      text: { fr: 'Loi sur la protection du consommateur', en: 'Consumer Protection Act' },
    },
    {
      path: 'politiques-cookie',
      id: 'cookiePolicy',
      fr: 'Politique de témoins (cookies)',
      en: 'Cookie policy',
      text: { fr: 'Loi 25', en: 'Law 25' },
    },
  ];
  for (const legal of PAGES) {
    for (const locale of ['fr', 'en'] as const) {
      test(`${legal.id} (${locale})`, async ({ page }) => {
        await open(page, `/${locale}/${legal.path}`, legal.id);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(legal[locale]);
        await expect(page.getByText(legal.text[locale]).first()).toBeVisible();
        const contents = page.getByRole('navigation', { name: locale === 'fr' ? 'Sur cette page' : 'On this page' });
        const first = contents.getByRole('link').first();
        const target = ((await first.getAttribute('href')) ?? '').split('#')[1];
        await first.click();
        await expect(page.locator(`section#${target}`)).toBeInViewport();
        await expectNoHorizontalScroll(page);
      });
    }
  }

  test('online purchase conditions state the delivery rules of spec §1, the dangerous goods and the contract’s clauses in force', async ({
    page,
  }) => {
    await open(page, '/fr/conditions-achat-en-ligne', 'purchaseConditions');
    await expect(page.getByText(/partout au Canada par Postes Canada, de 1 à 7 jours ouvrables/)).toBeVisible();
    await expect(page.getByText(/Produits dangereux \(chlore, acide\) : jamais par la poste/)).toBeVisible();
    await expect(page.getByText(/dans les 24 heures/).first()).toBeVisible();
    const contract = page.locator('section#contrat');
    await expect(contract.getByRole('heading', { level: 2 })).toHaveText(
      /^Conditions du contrat d’achat en ligne \(version du \d{4}‑\d{2}‑\d{2}\)$/,
    );
    await expect(contract).toContainText('art. 54.8 et 54.9');
  });
});

test('the harness names the release it runs', async ({ page }) => {
  await page.goto('/fr');
  await expect(page.locator('main[data-remote="catalogue"]')).toHaveAttribute('data-release', /.+/);
});
