import { describe, expect, it } from 'vitest';
import { conditionsVersion, orderTotals, TAX_NAMES } from '@storefront/commerce';
import { formatMoney, formatPercent } from '@storefront/i18n/format';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { contractPdf, type ContractOrder } from './contract-pdf';

const CONDITIONS = '2026-11-01';

/** A paid order of two shipments: a thermometer by post and liquid chlorine (UN1791, class 8) picked up at the store. */
function order(locale: ContractOrder['locale']): ContractOrder {
  const totals = orderTotals(
    [
      { price: 14.99, quantity: 2 },
      { price: 8.49, quantity: 4 },
    ],
    'QC',
    0,
    '2026-12-03',
  );
  return {
    id: 'ord_01JF3Z8K6W',
    number: 'PS-10427',
    status: 'paid',
    createdAt: '2026-12-03T19:05:00.000Z',
    locale,
    customer: {
      firstname: 'Marie-Ève',
      lastname: 'Côté',
      email: 'marie-eve.cote@example.com',
      phone: '514 555-0142',
      address: '1234, rue des Érables',
      apartment: 'app. 3',
      city: 'Montréal',
      province: 'QC',
      postalCode: 'H2X 1Y4',
      newsletter: false,
      billingSameAsDelivery: false,
      billing: {
        firstname: 'Jean',
        lastname: 'Tremblay',
        address: '55, boulevard Saint-Laurent',
        apartment: '',
        city: 'Laval',
        province: 'QC',
        postalCode: 'H7T 1A1',
      },
    },
    lines: [
      {
        title: 'Thermomètre flottant',
        variantTitle: 'Default Title',
        quantity: 2,
        unitPrice: 14.99,
        total: 29.98,
        fulfilment: { class: 'parcel' },
        shipment: 0,
      },
      {
        title: 'Chlore liquide 12 %',
        variantTitle: '3,78 L',
        quantity: 4,
        unitPrice: 8.49,
        total: 33.96,
        fulfilment: { class: 'dangerous', unNumber: 'UN1791', hazardClass: '8' },
        shipment: 1,
      },
    ],
    totals,
    currencyCode: 'CAD',
    note: null,
    payment: { kind: 'card', brand: 'Visa', last4: '4242' },
    fulfilment: {
      shipments: [
        { method: 'post', lineIds: ['0'], fee: 0, window: { from: '2026-12-04', to: '2026-12-14' }, taxProvince: 'QC' },
        { method: 'pickup', lineIds: ['1'], fee: 0, date: '2026-12-05', time: '10:00', taxProvince: 'QC' },
      ],
    },
    merchant: {
      legalName: 'Piscines Soleil inc.',
      tradeName: 'Piscines Soleil',
      address: { street: '2500, boulevard Curé-Labelle', city: 'Laval', province: 'QC', postalCode: 'H7T 1R1' },
      phone: '450 555-0100',
      email: 'ventes@piscinessoleil.ca',
      gstNumber: '123456789 RT0001',
      qstNumber: '1234567890 TQ0001',
    },
    acceptance: { conditionsVersion: CONDITIONS, acceptedAt: '2026-12-03T19:04:12.000Z' },
    accessKey: 'k',
    accessKeyExpiresAt: '2026-12-04T19:05:00.000Z',
  };
}

/**
 * The PDF's text as a PDF reader extracts it, every run of spaces (no-break ones included) as one space; each page's footer
 * (below the bottom margin) apart, so that a clause continued on the next page reads as one.
 */
async function pdfText(bytes: Buffer): Promise<string> {
  return (await pdfParts(bytes)).body;
}

async function pdfParts(bytes: Buffer): Promise<{ body: string; footers: string[] }> {
  const loading = getDocument({ data: new Uint8Array(bytes), useSystemFonts: false });
  const document = await loading.promise;
  const pages: string[] = [];
  const footers: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    const words = (footer: boolean) =>
      content.items
        .map((item) => ('str' in item && item.transform[5] < BOTTOM_MARGIN === footer ? `${item.str}${item.hasEOL ? '\n' : ' '}` : ''))
        .join('');
    pages.push(words(false));
    footers.push(flat(words(true)).trim());
  }
  await loading.destroy();
  return { body: flat(pages.join('\n')), footers };
}

/**
 * Every glyph the PDF draws, as the reader maps it back to Unicode (its text extraction writes every kind of space as a
 * plain one; the drawing operations keep each glyph's own character). A character the font lacks would come back empty.
 */
async function pdfGlyphs(bytes: Buffer): Promise<string> {
  const loading = getDocument({ data: new Uint8Array(bytes), useSystemFonts: false });
  const document = await loading.promise;
  let glyphs = '';
  for (let number = 1; number <= document.numPages; number++) {
    const operators = await (await document.getPage(number)).getOperatorList();
    operators.fnArray.forEach((fn, index) => {
      if (fn !== OPS.showText) return;
      for (const glyph of operators.argsArray[index][0] as (number | { unicode: string })[])
        if (typeof glyph === 'object' && glyph) glyphs += glyph.unicode;
      glyphs += '\n';
    });
  }
  await loading.destroy();
  return glyphs;
}

/** The PDF's bottom margin, in points from the bottom of the page: only the footer is written below it. */
const BOTTOM_MARGIN = 50;

const flat = (text: string) => text.replace(/\s+/g, ' ');

describe('the contract PDF', () => {
  it('is the distance contract and receipt in French: merchant, buyer, lines, shipments, taxes and every accepted clause', async () => {
    const fr = order('fr');
    const bytes = await contractPdf(fr);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { body: text, footers } = await pdfParts(bytes);

    expect(footers.length).toBeGreaterThan(1);
    footers.forEach((footer, index) => expect(footer).toBe(`Piscines Soleil — Commande PS-10427 Page ${index + 1} de ${footers.length}`));
    expect(text).toContain('Contrat de vente à distance et reçu — commande PS-10427');
    expect(text).toContain(flat('No TPS : 123456789 RT0001'));
    expect(text).toContain(flat('No TVQ : 1234567890 TQ0001'));
    expect(text).toContain('Piscines Soleil inc.');
    expect(text).toContain('Marie-Ève Côté');
    expect(text).toContain('marie-eve.cote@example.com');
    expect(text).toContain('Jean Tremblay');
    expect(text).toContain('Thermomètre flottant');
    expect(text).not.toContain('Default Title');
    expect(text).toMatch(/Chlore liquide 12 % 3,78 L Marchandise dangereuse : UN1791, classe 8/);
    expect(text).toContain(flat(formatMoney(8.49, 'CAD', 'fr')));
    expect(text).toContain(flat(formatMoney(33.96, 'CAD', 'fr')));

    expect(text).toContain('Postes Canada');
    expect(text).toContain('Livraison prévue du 4 décembre 2026 au 14 décembre 2026 (jours ouvrables)');
    expect(text).toContain('Ramassage au magasin');
    expect(text).toContain('Le samedi 5 décembre 2026, à partir de 10 h 00');
    expect(text).toContain('Lieu : Piscines Soleil, 2500, boulevard Curé-Labelle, Laval (QC) H7T 1R1');
    // Each shipment names the lines it carries: the chlorine at the counter, the thermometer by post.
    expect(text).toMatch(/Envoi 1 : Postes Canada Frais : Gratuit .* Articles : • Thermomètre flottant × 2 Envoi 2 :/);
    expect(text).toMatch(/Envoi 2 : Ramassage au magasin Frais : Gratuit .* Articles : • Chlore liquide 12 % \(3,78 L\) × 4 /);

    for (const tax of fr.totals.taxes) {
      expect(text).toContain(
        flat(`${TAX_NAMES[tax.kind].fr} (${formatPercent(tax.rate, 'fr')}) : ${formatMoney(tax.amount, 'CAD', 'fr')}`),
      );
    }
    expect(text).toContain('TPS (5 %)');
    expect(text).toContain('TVQ (9,975 %)');
    expect(text).toContain(flat(`Total : ${formatMoney(fr.totals.total, 'CAD', 'fr')}`));
    expect(text).toContain('en dollars canadiens (CAD)');
    expect(text).toContain('Carte Visa •••• 4242');
    expect(text).toContain('dans les 24 heures');

    expect(text).toContain(`Version : ${CONDITIONS}`);
    // Times are the store's (Montreal, UTC−5 in December).
    expect(text).toContain('Date : 3 décembre 2026 à 14 h 05');
    expect(text).toContain('Acceptées le 3 décembre 2026 à 14 h 04');
    for (const clause of conditionsVersion(CONDITIONS)!.clauses.fr) {
      expect(text).toContain(clause.title);
      expect(text).toContain(flat(clause.text));
    }
    expect(text).toContain('/fr/conditions-achat-en-ligne');
    expect(text).not.toContain('The French version');
  });

  it('is in English for an English order, and says that the French version prevails and where it is', async () => {
    const en = order('en');
    const text = await pdfText(await contractPdf(en));

    expect(text).toContain('Distance contract and receipt — order PS-10427');
    expect(text).toContain('GST No.: 123456789 RT0001');
    expect(text).toContain('QST No.: 1234567890 TQ0001');
    expect(text).toContain('Dangerous goods: UN1791, class 8');
    expect(text).toContain('Canada Post');
    expect(text).toContain('Store pickup');
    expect(text).toContain('On Saturday, December 5, 2026, from 10:00');
    expect(text).toContain('Accepted on December 3, 2026 at 2:04 p.m.');
    expect(text).toContain('GST (5%)');
    expect(text).toContain('QST (9.975%)');
    expect(text).toContain(`Total: ${formatMoney(en.totals.total, 'CAD', 'en')}`);
    expect(text).toContain('in Canadian dollars (CAD)');
    for (const clause of conditionsVersion(CONDITIONS)!.clauses.en) expect(text).toContain(clause.title);
    expect(text).toContain(
      'The French version of these conditions prevails and is available on request and at /fr/conditions-achat-en-ligne.',
    );
    expect(text).toContain('/en/conditions-achat-en-ligne');
    expect(text).not.toContain('Contrat de vente');
  });

  it('draws the no-break spaces of French typography with their own glyphs, which the PDF standard fonts do not have', async () => {
    const glyphs = await pdfGlyphs(await contractPdf({ ...order('fr'), note: 'Sonnez deux fois\u202f! Pas avant 17\u00a0h.' }));
    expect(glyphs).toContain('Sonnez deux fois\u202f! Pas avant 17\u00a0h.');
    expect(glyphs).toContain('TVQ (9,975\u00a0%)\u00a0:');
    expect(glyphs).toContain(formatMoney(order('fr').totals.total, 'CAD', 'fr'));
  });

  it('gives the same bytes for the same order', async () => {
    const first = await contractPdf(order('fr'));
    const second = await contractPdf(order('fr'));
    expect(second.equals(first)).toBe(true);
  });

  it('refuses an order whose accepted conditions it does not know, rather than print a contract without them', async () => {
    await expect(
      contractPdf({ ...order('fr'), acceptance: { conditionsVersion: '1999-01-01', acceptedAt: '2026-12-03T19:04:12.000Z' } }),
    ).rejects.toThrow(/unknown conditions version 1999-01-01/);
  });
});
