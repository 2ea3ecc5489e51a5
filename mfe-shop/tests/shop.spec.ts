// The shop remote in its harness, on the seed: listing routes, search (§5), sort (§9), filters, cards, assistant, banners.
import { test, type Page } from '@playwright/test';
import { expectResponsiveImages } from '@storefront/remote-kit/testing/images';
import {
  cards,
  cardTitles,
  expectNoAxeViolations,
  isPhone,
  listedCount,
  pendingCommands,
  resultCount,
  takeCommands,
  expect,
} from './support';

test.describe('listing routes', () => {
  test('the shop list, chemicals and online purchase pages have their headings, in both languages', async ({ page }) => {
    for (const [path, heading] of [
      ['/fr/boutique', 'Boutique'],
      ['/en/store', 'Store'],
      ['/fr/boutique/produits-chimiques', 'Produits chimiques'],
      ['/fr/boutique/achat-en-ligne', 'Achat en ligne'],
      ['/en/store/achat-en-ligne', 'Online shopping'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      expect(await cards(page).count()).toBeGreaterThan(0);
    }
    await page.goto('/fr/boutique/produits-chimiques');
    await expect(page.locator('[data-testid="product-card"]').first()).toBeVisible();
  });

  test('search results keep the keyword of ?e= in the heading', async ({ page }) => {
    await page.goto('/fr/boutique/recherche?e=chlore');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Résultats de recherche pour chlore');
    await page.goto('/en/store/recherche?e=chlore');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for chlore');
  });

  test('the clearance category has its own heading, and its heroes come first, newest first', async ({ page }) => {
    await page.goto('/fr/boutique/liquidations');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Produits en liquidation');
    await expect(cards(page).first()).toBeVisible();
    const handles = await cards(page).evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-handle')));
    const heroes = [
      'robot-nettoyeur-vortex-s1',
      'ensemble-de-salon-muskoka-4-places',
      'foyer-au-propane-laurentides',
      'pompe-a-vitesse-variable-1-5-hp',
    ];
    expect(new Set(handles.slice(0, heroes.length))).toEqual(new Set(heroes));
    expect(new Set(handles).size).toBe(handles.length);
    const published = await cards(page).evaluateAll((nodes) =>
      nodes.slice(0, 4).map((node) => Date.parse(node.getAttribute('data-published') ?? '')),
    );
    expect(published).toEqual([...published].sort((a, b) => b - a));
    await page.goto('/en/store/liquidations');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Clearance products');
  });

  test('the season essentials lead the online purchase page, newest first, once each', async ({ page }) => {
    await page.goto('/fr/boutique/achat-en-ligne');
    await expect(page.getByText('Les essentiels de saison')).toBeVisible();
    await expect(cards(page).first()).toBeVisible();
    const first = await cards(page).evaluateAll((nodes) =>
      nodes.slice(0, 12).map((node) => [node.getAttribute('data-handle'), Date.parse(node.getAttribute('data-published') ?? '')] as const),
    );
    expect(first.map(([handle]) => handle)).toContain('chlore-en-tablettes-3-po');
    expect(first.map(([, time]) => time)).toEqual(first.map(([, time]) => time).sort((a, b) => b - a));
    expect(await cards(page).evaluateAll((nodes) => nodes.every((node) => node.getAttribute('data-online') === 'true'))).toBe(true);
  });

  test('English pages name categories, collections and types in English, in the heading, the filters and the breadcrumb', async ({
    page,
  }) => {
    await page.goto('/en/store/mobilier-exterieur');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Outdoor furniture');
    const menu = page.getByTestId('filter-menu');
    await expect(menu.getByRole('link', { name: /^Garden furniture/ }).first()).toBeVisible();
    await expect(menu.getByRole('link', { name: /^Chemicals \(\d+\)$/ })).toBeVisible();
    await page.goto('/en/store/mobilier-exterieur/mobilier-de-jardin/chaises');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Chairs');
    await page.goto('/en/produits/fauteuil-adirondack-en-polymere');
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('link')).toHaveText(['Store', 'Outdoor furniture', 'Garden furniture']);
    await expect(breadcrumb.getByRole('link', { name: 'Garden furniture' })).toHaveAttribute(
      'href',
      '/en/store/mobilier-exterieur/mobilier-de-jardin',
    );
    // French pages stay French.
    await page.goto('/fr/produits/fauteuil-adirondack-en-polymere');
    await expect(page.getByRole('navigation', { name: 'Fil d’Ariane' }).getByRole('link')).toHaveText([
      'Boutique',
      'Mobilier extérieur',
      'Mobilier de jardin',
    ]);
  });

  test('category, collection and type pages narrow the list; an unknown one is a 404', async ({ page }) => {
    await page.goto('/fr/boutique/mobilier-exterieur');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mobilier extérieur');
    const all = await listedCount(page);
    await page.goto('/fr/boutique/mobilier-exterieur/mobilier-de-jardin');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mobilier de jardin');
    const collection = await listedCount(page);
    await page.goto('/fr/boutique/mobilier-exterieur/mobilier-de-jardin/chaises');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Chaises');
    const chairs = await listedCount(page);
    expect(all).toBeGreaterThan(collection);
    expect(collection).toBeGreaterThan(chairs);
    expect(await cards(page).evaluateAll((nodes) => nodes.every((node) => node.getAttribute('data-type') === 'chaises'))).toBe(true);
    await page.goto('/fr/boutique/categorie-inconnue');
    await expect(page.getByText('404')).toBeVisible();
  });
});

test.describe('a long list', () => {
  test('shows 24 cards, then 24 more at each "Voir plus de produits", keeping the address and the cards already there', async ({
    page,
  }) => {
    await page.goto('/fr/boutique');
    await expect(cards(page)).toHaveCount(24);
    const total = await listedCount(page);
    expect(total).toBeGreaterThan(24);
    const first = await cards(page).first().getAttribute('data-handle');
    await page.getByRole('link', { name: 'Voir plus de produits' }).click();
    await expect(page).toHaveURL(/\/fr\/boutique\?p=2$/);
    await expect(cards(page)).toHaveCount(Math.min(48, total));
    await expect(cards(page).first()).toHaveAttribute('data-handle', first ?? '');
    // The address alone gives the same list (a reload, a shared link).
    await page.reload();
    await expect(cards(page)).toHaveCount(Math.min(48, total));
    await page.goto('/en/store');
    await expect(page.getByRole('link', { name: 'See more products' })).toBeVisible();
  });
});

test.describe('responsive images', () => {
  for (const path of ['/fr/boutique', '/en/store/spas/spas', '/fr/boutique/recherche?e=chlore']) {
    test(`${path}: sized card images with their narrower copies; only the first card's loads at once`, async ({ page }) => {
      await page.goto(path);
      await expect(cards(page).first()).toBeVisible();
      await expectResponsiveImages(page, '[data-testid="product-card"] img');
    });
  }
});

test.describe('search (spec §5) on the seed', () => {
  const countFor = async (page: Page, keyword: string) => {
    await page.goto(`/fr/boutique/recherche?e=${encodeURIComponent(keyword)}`);
    await expect(resultCount(page)).toBeVisible();
    return listedCount(page);
  };

  test('ignores case and accents, matches whole words with an optional plural s, and needs every word', async ({ page }) => {
    const chlore = await countFor(page, 'chlore');
    expect(chlore).toBeGreaterThan(3);
    expect(await countFor(page, 'CHLORÉ')).toBe(chlore);
    // Whole words only: a word's beginning is not a match (the second pass offers "chlore" apart, ADR 0050).
    expect(await countFor(page, 'chlor')).toBe(0);
    await expect(page.locator('#alternative-results')).toHaveText('Aucun résultat pour « chlor ». Résultats pour « chlore » :');
    expect(await countFor(page, 'introuvable')).toBe(0);
    await expect(page.getByText('Aucun produit ne correspond à votre recherche.')).toBeVisible();
    await expect(page.getByTestId('alternative-results')).toHaveCount(0);
    // "tablette" finds "tablettes" (plural s).
    await countFor(page, 'tablette');
    expect(await cardTitles(page)).toContain('Chlore en tablettes 3 po');
    // Every word must match: fewer products than either word alone.
    const both = await countFor(page, 'chlore tablettes');
    expect(both).toBeGreaterThan(0);
    expect(both).toBeLessThan(chlore);
    for (const title of await cardTitles(page)) expect(title.toLowerCase()).toMatch(/tablette|chlore/);
  });

  test('searches the English titles on English pages', async ({ page }) => {
    await page.goto('/en/store/recherche?e=chlorine');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for chlorine');
    await expect(cards(page).first()).toBeVisible();
    expect(await cardTitles(page)).toContain('3 in chlorine tablets');
  });

  test('ranks by where the words are: a title holding "chlore" before a description holding it (ADR 0050)', async ({ page }) => {
    for (const path of ['/fr/boutique/recherche?e=chlore', '/en/store/recherche?e=chlorine']) {
      await page.goto(path);
      await expect(cards(page).first()).toBeVisible();
      const titles = await cardTitles(page);
      expect(titles[0]).toMatch(/chlor/i);
      expect(titles.indexOf(path.startsWith('/fr') ? 'Parfum de spa eucalyptus' : 'Eucalyptus spa fragrance')).toBeGreaterThan(3);
    }
  });

  test('"spa 6 places" gives the 6-seat spas first, not a swim spa by its 6,800 litres (ADR 0050)', async ({ page }) => {
    await page.goto('/fr/boutique/recherche?e=spa%206%20places');
    await expect(cards(page).first()).toBeVisible();
    const titles = await cardTitles(page);
    expect(titles.slice(0, 6).every((title) => /^Spa (Évasion|Harmonie|Prestige)/.test(title))).toBe(true);
    expect(titles).not.toContain('Spa de nage Aquafit 14');
  });

  test('a typo and a synonym give results apart, said as such, in both languages (ADR 0050)', async ({ page }) => {
    for (const [path, notice, first] of [
      ['/fr/boutique/recherche?e=clore', 'Aucun résultat pour « clore ». Résultats pour « chlore » :', /chlore/i],
      ['/en/store/recherche?e=hot%20tub', 'No results for “hot tub”. Results for “spa”:', /spa/i],
      ['/fr/boutique/recherche?e=chlorine', 'Aucun résultat pour « chlorine ». Résultats pour « chlore » :', /chlore/i],
    ] as const) {
      await page.goto(path);
      expect(await listedCount(page)).toBe(0);
      const alternative = page.getByTestId('alternative-results');
      await expect(page.locator('#alternative-results')).toHaveText(notice);
      await expect(alternative.getByTestId('product-card').first()).toBeVisible();
      expect((await alternative.getByTestId('product-card').locator('h2').allTextContents())[0]).toMatch(first);
    }
  });

  test('also searches category, collection and type titles', async ({ page }) => {
    // "Balançoires" is a product type of the garden furniture; the word is in no product title.
    const swings = await countFor(page, 'balancoires');
    expect(swings).toBeGreaterThan(0);
    expect(await cards(page).evaluateAll((nodes) => nodes.every((node) => node.getAttribute('data-type') === 'balancoires'))).toBe(true);
  });
});

test.describe('sort (spec §9) on the seed', () => {
  test('garden furniture: online products first, each part in the fixed garden order', async ({ page }) => {
    await page.goto('/fr/boutique/mobilier-exterieur/mobilier-de-jardin');
    await expect(cards(page).first()).toBeVisible();
    const order = [
      'ensembles-de-salon',
      'ensembles-de-salle-a-manger',
      'tables-individuelles',
      'chaises',
      'balancoires',
      'foyers',
      'tables-d-appoint',
      'collection-twist',
    ];
    const rows = await cards(page).evaluateAll((nodes) =>
      nodes.map((node) => [node.getAttribute('data-online'), node.getAttribute('data-type')] as const),
    );
    const online = rows.filter(([flag]) => flag === 'true');
    expect(rows.slice(0, online.length)).toEqual(online);
    expect(online.length).toBeLessThan(rows.length);
    for (const part of [online, rows.slice(online.length)]) {
      const ranks = part.map(([, type]) => order.indexOf(type ?? ''));
      expect(ranks.every((rank) => rank >= 0)).toBe(true);
      expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    }
  });

  test('spas: each series in its listed order, newest platform product id first within a series', async ({ page }) => {
    for (const path of ['/fr/boutique/spas/spas', '/en/store/spas/spas']) {
      await page.goto(path);
      await expect(cards(page).first()).toBeVisible();
      const rows = await cards(page).evaluateAll((nodes) =>
        nodes.map(
          (node) => [node.getAttribute('data-type') ?? '', Number(/(\d+)$/.exec(node.getAttribute('data-product-id') ?? '')?.[1])] as const,
        ),
      );
      expect(rows.map(([type]) => type)).toEqual([
        'serie-evasion',
        'serie-evasion',
        'serie-evasion',
        'serie-harmonie',
        'serie-harmonie',
        'serie-harmonie',
        'serie-prestige',
        'serie-prestige',
        'serie-prestige',
      ]);
      for (const series of ['serie-evasion', 'serie-harmonie', 'serie-prestige']) {
        const ids = rows.filter(([type]) => type === series).map(([, id]) => id);
        expect(ids.every(Number.isFinite)).toBe(true);
        expect(ids, `${path} ${series}`).toEqual([...ids].sort((a, b) => b - a));
      }
    }
  });

  test('the shop list follows category order, then collection order', async ({ page }) => {
    await page.goto('/fr/boutique');
    await expect(cards(page).first()).toBeVisible();
    const first = await cards(page).first().getAttribute('data-handle');
    await page.goto('/fr/boutique/piscines');
    await expect(cards(page).first()).toHaveAttribute('data-handle', first ?? '');
  });
});

test.describe('filter side menu', () => {
  test("'Tout voir' counts the scope; counts follow the keyword; a type's count is what its page lists", async ({ page }) => {
    await page.goto('/fr/boutique/mobilier-exterieur');
    const menu = page.getByTestId('filter-menu');
    const total = await listedCount(page);
    await expect(menu.getByRole('link', { name: /^Tout voir/ })).toBeVisible();
    await expect(menu.getByRole('heading', { name: 'Autres catégories' })).toBeVisible();
    await expect(menu.getByRole('link', { name: /^Produits chimiques \(\d+\)$/ })).toBeVisible();
    const typeLink = menu.getByRole('link', { name: /^Chaises \(\d+\)$/ });
    const typeCount = Number(/\((\d+)\)/.exec((await typeLink.textContent()) ?? '')?.[1]);
    expect(total).toBeGreaterThan(typeCount);

    const historyLength = await page.evaluate(() => history.length);
    await typeLink.click();
    await expect(page).toHaveURL(/\/fr\/boutique\/mobilier-exterieur\/mobilier-de-jardin\/chaises$/);
    await expect(resultCount(page)).toHaveText(`${typeCount} produits`);
    // Filters replace the current route.
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
  });

  test('typing a keyword filters the list and the counts, and links keep it', async ({ page }) => {
    await page.goto('/fr/boutique/mobilier-exterieur');
    const before = await listedCount(page);
    await page.getByLabel('Filtrer par mot-clé').fill('chaise');
    await expect(page).toHaveURL(/\?e=chaise$/);
    await expect.poll(() => listedCount(page)).toBeLessThan(before);
    const menu = page.getByTestId('filter-menu');
    const collection = menu.getByRole('link', { name: /^Mobilier de jardin/ });
    await expect(collection).toHaveAttribute('href', /\?e=chaise$/);
    await collection.click();
    await expect(page).toHaveURL(/mobilier-de-jardin\?e=chaise$/);
    await expect(page.getByLabel('Filtrer par mot-clé')).toHaveValue('chaise');
  });
});

test.describe('product cards', () => {
  test('show prices, tags and "Ajouter au panier" only for products bought online', async ({ page }) => {
    await page.goto('/fr/boutique/mobilier-exterieur/mobilier-de-jardin');
    const inStore = cards(page).and(page.locator('[data-online="false"]')).first();
    await expect(inStore.getByRole('button', { name: /^Ajouter au panier/ })).toHaveCount(0);
    await expect(inStore.getByRole('link', { name: /^Voir la fiche/ })).toBeVisible();
    const onSale = cards(page)
      .filter({ has: page.getByTestId('promo-tag') })
      .first();
    await expect(onSale.getByTestId('promo-tag')).toHaveText(/^−\d+\u00a0%Promotion de \d+ %$/);
    await expect(onSale.locator('s')).toBeVisible();
    await page.goto('/fr/boutique/produits-chimiques');
    await expect(cards(page).filter({ hasText: 'À partir de' }).first()).toBeVisible();
  });

  test('in English, prices and the promo tag have English typography', async ({ page }) => {
    await page.goto('/en/store');
    const onSale = cards(page)
      .filter({ has: page.getByTestId('promo-tag') })
      .first();
    await expect(onSale.getByTestId('promo-tag')).toHaveText(/^−\d+%\d+% off$/);
    await expect(onSale.locator('s')).toHaveText(/^\$\d{1,3}(,\d{3})*\.\d{2}$/);
  });

  test("wishlist and compare are icon buttons over the image, named with the product in the page's language, pressed once chosen", async ({
    page,
  }) => {
    for (const [path, wishlist, compare] of [
      ['/fr/boutique/produits-chimiques', 'Liste de souhaits : ', 'Comparer : '],
      ['/en/store/achat-en-ligne', 'Wishlist: ', 'Compare: '],
    ] as const) {
      await page.goto(path);
      const card = cards(page).first();
      const title = (await card.locator('h2').textContent()) ?? '';
      const heart = card.getByRole('button', { name: `${wishlist}${title}`, exact: true });
      const arrows = card.getByRole('button', { name: `${compare}${title}`, exact: true });
      await expect(heart).toHaveAttribute('aria-pressed', 'false');
      await expect(arrows).toHaveAttribute('aria-pressed', 'false');
      // An icon, no words: the name is the label's, the same pressed or not.
      await expect(heart.locator('svg')).toBeVisible();
      await expect(heart).toHaveText('');
      // Over the image's top right corner.
      const image = (await card.locator('img').first().boundingBox())!;
      const box = (await heart.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(image.x + image.width);
      expect(box.y + box.height).toBeLessThanOrEqual(image.y + image.height / 2);
      expect(box.x).toBeGreaterThan(image.x + image.width / 2);
      await heart.click();
      await expect(heart).toHaveAttribute('aria-pressed', 'true');
      await expect(card.getByRole('button', { name: `${wishlist}${title}`, exact: true })).toHaveAttribute('aria-pressed', 'true');
      await heart.click();
      await expect(heart).toHaveAttribute('aria-pressed', 'false');
    }
  });

  test('"Ajouter au panier" sends the cart command for the card\'s product', async ({ page }) => {
    await page.goto('/fr/boutique/produits-chimiques');
    // A product sold in one format; one sold in several asks which first (the next test).
    const card = cards(page)
      .filter({ has: page.getByRole('button', { name: /^Ajouter au panier/ }).and(page.locator(':not([aria-haspopup])')) })
      .first();
    const title = (await card.locator('h2').textContent()) ?? '';
    await card.getByRole('button', { name: `Ajouter au panier : ${title}` }).click();
    expect(await pendingCommands(page, 'cart:add')).toBe(1);
    // The shell's notice confirms the add, once: the card says nothing of its own.
    await expect(card.getByRole('status').filter({ hasText: /panier|ajouté/i })).toHaveCount(0);
    const [payload] = (await takeCommands(page, 'cart:add')) as { variantId: string; quantity: number }[];
    expect(payload).toMatchObject({ quantity: 1, variantId: expect.stringMatching(/^gid:\/\/shopify\/ProductVariant\//) });
  });

  test('"Ajouter au panier" of a product sold in formats sends nothing until a format is chosen, then the one chosen', async ({ page }) => {
    await page.goto('/fr/boutique/produits-chimiques');
    const card = cards(page).and(page.locator('[data-handle="chlore-en-tablettes-3-po"]'));
    await card.getByRole('button', { name: 'Ajouter au panier : Chlore en tablettes 3 po' }).click();
    const chooser = page.getByRole('dialog', { name: 'Chlore en tablettes 3 po' });
    const large = chooser.getByRole('radio', { name: /^10 kg/ });
    await large.check();
    expect(await pendingCommands(page, 'cart:add')).toBe(0);
    const chosen = await large.getAttribute('value');
    await expectNoAxeViolations(page, 'the format chooser open');
    await chooser.getByRole('button', { name: 'Ajouter', exact: true }).click();
    await expect(chooser).toBeHidden();
    expect(await takeCommands(page, 'cart:add')).toEqual([{ variantId: chosen, quantity: 1 }]);
    expect(chosen).toMatch(/^gid:\/\/shopify\/ProductVariant\//);
  });

  test('wishlist and compare keep a product once, across reloads', async ({ page }) => {
    await page.goto('/fr/boutique/produits-chimiques');
    const card = cards(page).first();
    await card.getByTestId('wishlist-toggle').click();
    await card.getByTestId('compare-toggle').click();
    await expect(card.getByTestId('wishlist-toggle')).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(cards(page).first().getByTestId('wishlist-toggle')).toHaveAttribute('aria-pressed', 'true');
    await expect(cards(page).first().getByTestId('compare-toggle')).toHaveAttribute('aria-pressed', 'true');
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('storefront.wishlist') ?? '[]') as unknown[]);
    expect(stored).toHaveLength(1);
  });
});

test.describe('banners and assistant', () => {
  test('phones show the financing banner and the delivery banner, which asks the shell for the delivery modal', async ({ page }) => {
    await page.goto('/fr/boutique');
    const banners = page.getByTestId('mobile-banners');
    if (!isPhone(page)) {
      await expect(banners).toBeHidden();
      return;
    }
    await expect(banners.getByRole('link', { name: 'Faire une demande de financement' })).toHaveAttribute(
      'href',
      '/fr/demande-financement',
    );
    await page.getByTestId('delivery-banner').click();
    expect(await pendingCommands(page, 'delivery:open')).toBe(1);
  });

  test('the shop assistant narrows the catalogue by category and budget', async ({ page }) => {
    await page.goto('/fr/boutique');
    await page.getByTestId('assistant-open').click();
    const dialog = page.getByRole('dialog', { name: 'Assistant d’achat' });
    await dialog.getByLabel('Que cherchez-vous ?').selectOption('produits-chimiques');
    await dialog.getByLabel('Votre budget').selectOption('50');
    await dialog.getByRole('button', { name: 'Voir les produits' }).click();
    await expect(page).toHaveURL(/\/fr\/boutique\/produits-chimiques\?max=50$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Produits chimiques');
    const prices = async () =>
      (await cards(page).locator('strong').allTextContents()).map((price) => Number(price.replace(/[^\d,]/g, '').replace(',', '.')));
    // The list follows the new address once its data has arrived.
    await expect.poll(async () => Math.max(...(await prices()))).toBeLessThanOrEqual(50);
    expect((await prices()).length).toBeGreaterThan(0);
  });
});

test.describe('accessibility', () => {
  test.describe.configure({ timeout: 90_000 });
  for (const path of [
    '/fr/boutique',
    '/en/store',
    '/fr/boutique/recherche?e=chlore',
    '/en/store/liquidations',
    '/fr/boutique/mobilier-exterieur/mobilier-de-jardin',
    '/fr/boutique/recherche?e=introuvable',
  ]) {
    test(`axe finds nothing on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page, path);
    });
  }

  test('axe finds nothing in the shop assistant (fr, en)', async ({ page }) => {
    for (const path of ['/fr/boutique', '/en/store']) {
      await page.goto(path);
      await page.getByTestId('assistant-open').click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoAxeViolations(page, `${path} assistant`);
    }
  });
});
