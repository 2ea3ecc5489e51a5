// A quote with a configuration (ADR 0043): priced again from the catalogue, stored beside the lead, mailed to the staff as a
// table; refused in the visitor's language, with nothing stored, when the model or a choice is not the catalogue's.
import { describe, expect, it } from 'vitest';
import type { ConfigurableModel } from '@storefront/catalogue-data';
import type { PoolModel, SpaModel } from '@storefront/contracts';
import type { CatalogueModels } from '../src/catalogue';
import { multipart, person, place, testApiPerTest, type TestApi } from './helpers';

const option = (id: string, title: string, price?: string) => ({ id, title, image: `${id}.webp`, order: 1, ...(price ? { price } : {}) });

const riviera = {
  id: 'riviera-ronde-24-pi',
  handle: 'riviera-ronde-24-pi',
  title: 'Riviera ronde 24 pi',
  priceEv: 4899,
  discountEv: 10,
  options: {
    shapes: [option('ronde', 'Ronde'), option('ovale', 'Ovale', '1200')],
    liners: [option('mosaique-caraibes', 'Mosaïque Caraïbes'), option('marbre-bleu-nuit', 'Marbre bleu nuit', '250')],
    steps: [option('escalier-droit-integre', 'Escalier droit intégré', '899')],
    walls: [],
  },
  optionalLists: ['steps'],
} as unknown as PoolModel;

const harmonie = {
  id: 'harmonie-h7',
  handle: 'harmonie-h7',
  title: 'Harmonie H7',
  priceEv: 12999,
  discountEv: 0,
  options: {
    covers: [option('couvercle-standard-10-cm', 'Couvercle standard 10 cm')],
    steps: [option('marches-doubles-avec-rangement', 'Marches doubles avec rangement', '299')],
  },
  optionalLists: ['steps'],
} as unknown as SpaModel;

/** The catalogue as the API sees it: the two published models above, the lookups it was asked for. */
function catalogue(): CatalogueModels & { asked: string[] } {
  const models: ConfigurableModel[] = [
    { kind: 'pool', family: 'above-ground-pool', model: riviera },
    { kind: 'spa', model: harmonie },
  ];
  const asked: string[] = [];
  return {
    asked,
    findModel: async (handle) => {
      asked.push(handle);
      return models.find((found) => found.model.handle === handle) ?? null;
    },
  };
}

const freshApi = testApiPerTest();

async function sendQuote(t: TestApi, configuration: unknown, lang: 'fr' | 'en' = 'fr') {
  const body = await multipart({ ...person, ...place, model: 'Riviera ronde 24 pi', configuration: JSON.stringify(configuration) });
  return t.app.inject({
    method: 'POST',
    url: `/forms/quote?lang=${lang}`,
    payload: body.payload,
    headers: { ...body.headers, 'x-firebase-appcheck': t.token() },
  });
}

interface StoredConfiguration {
  model: { handle: string; title: string; kind: string };
  base: number;
  lines: { list: string; option: string | null; title: string | null; price: number }[];
  total: number;
}

describe('a quote with a configuration', () => {
  it('is priced from the catalogue, stored beside the fields and mailed to the staff as a table; a browser’s prices are ignored', async () => {
    const t = await freshApi({ staffToken: 'staff-token' }, undefined, undefined, { catalogue: catalogue() });
    const response = await sendQuote(t, {
      model: 'riviera-ronde-24-pi',
      choices: { shapes: 'ovale', liners: 'marbre-bleu-nuit', steps: 'aucun' },
      total: 5859.1,
      // Not part of the request's shape: dropped, never read.
      lines: [{ list: 'shapes', price: 0 }],
      base: 1,
    });
    expect(response.statusCode).toBe(201);
    const [row] = await t.db.query<{ fields: Record<string, unknown>; configuration: StoredConfiguration }>(
      'SELECT fields, configuration FROM submissions',
    );
    expect(row!.fields).not.toHaveProperty('configuration');
    expect(row!.configuration).toEqual({
      model: { handle: 'riviera-ronde-24-pi', title: 'Riviera ronde 24 pi', kind: 'pool' },
      base: 4409.1,
      lines: [
        { list: 'shapes', option: 'ovale', title: 'Ovale', price: 1200 },
        { list: 'liners', option: 'marbre-bleu-nuit', title: 'Marbre bleu nuit', price: 250 },
        { list: 'steps', option: null, title: null, price: 0 },
      ],
      total: 5859.1,
    });
    // The staff read it by the id the mail names.
    const id = response.json().id as string;
    const staffRead = (path: string, token = 'staff-token') =>
      t.app.inject({ method: 'GET', url: path, headers: { authorization: `Bearer ${token}` } });
    const read = await staffRead(`/staff/leads/${id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id, form: 'quote', locale: 'fr', configuration: row!.configuration });
    expect((await staffRead(`/staff/leads/${id}`, 'wrong-token')).statusCode).toBe(401);
    expect((await staffRead('/staff/leads/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await staffRead('/staff/leads/nope')).statusCode).toBe(404);

    await t.outbox.drain();
    const staff = t.mail.state.sent.find((mail) => mail.to === 'ventes@piscinessoleil.local')!;
    const text = decodedText(staff.raw);
    expect(text).toContain('Configuration demandée : Riviera ronde 24 pi (piscine)');
    expect(text).toMatch(/Option\s+\| Choix\s+\|\s+Prix/);
    expect(text).toMatch(/Prix du modèle\s+\| Riviera ronde 24 pi\s+\|\s+4\u00a0409,10\u00a0\$/);
    expect(text).toMatch(/Forme\s+\| Ovale\s+\|\s+1\u00a0200,00\u00a0\$/);
    expect(text).toMatch(/Escalier\s+\| Aucun\s+\|\s+—/);
    expect(text).toMatch(/Total avant taxes\s+\|\s+\|\s+5\u00a0859,10\u00a0\$/);
    expect(text).toContain('Règlement sur la sécurité des piscines résidentielles');
    // The HTML part holds the same table as a table.
    expect(staff.raw).toContain('text/html');
    expect(text).toMatch(/<tfoot[^>]*><tr><th scope="row"[^>]*>Total avant taxes<\/th>/);
    // The visitor's acknowledgement stays as it was.
    const visitor = t.mail.state.sent.find((mail) => mail.to === 'marie@example.com')!;
    expect(visitor.raw).not.toContain('Configuration demandée');
  });

  it('refuses, in the visitor’s language and with nothing stored, an unknown or unpublished model, a mismatched option, a missing choice and a changed price', async () => {
    const t = await freshApi({}, undefined, undefined, { catalogue: catalogue() });
    const cases: [unknown, 'fr' | 'en', string, string][] = [
      [
        { model: 'riviera-ronde-30-pi', choices: { shapes: 'ronde' } },
        'fr',
        'configurationModel',
        'Le modèle «\u00a0riviera-ronde-30-pi\u00a0» n’est pas offert en ce moment\u00a0: nous ne pouvons pas chiffrer sa configuration. Appelez-nous ou demandez une soumission sans configuration.',
      ],
      [
        { model: 'riviera-ronde-24-pi', choices: { shapes: 'carree', liners: 'mosaique-caraibes' } },
        'en',
        'configurationOption',
        'The option “carree” is not offered in this model’s “Shape” list. Choose another one on the model’s page.',
      ],
      // An option of another model's list (a spa's cover on a pool): mismatched.
      [
        { model: 'riviera-ronde-24-pi', choices: { shapes: 'ronde', liners: 'mosaique-caraibes', covers: 'couvercle-standard-10-cm' } },
        'fr',
        'configurationOption',
        'L’option «\u00a0couvercle-standard-10-cm\u00a0» n’est pas offerte dans la liste «\u00a0Couvercle\u00a0» de ce modèle. Choisissez-en une autre sur la page du modèle.',
      ],
      // "None" only where a list is optional.
      [
        { model: 'riviera-ronde-24-pi', choices: { shapes: 'aucun', liners: 'mosaique-caraibes' } },
        'fr',
        'configurationOption',
        'L’option «\u00a0aucun\u00a0» n’est pas offerte dans la liste «\u00a0Forme\u00a0» de ce modèle. Choisissez-en une autre sur la page du modèle.',
      ],
      [
        { model: 'riviera-ronde-24-pi', choices: { shapes: 'ronde' } },
        'en',
        'configurationMissing',
        'Choose an option in this model’s “Liner” list, on the model’s page.',
      ],
      [
        { model: 'harmonie-h7', choices: { covers: 'couvercle-standard-10-cm' }, total: 12000 },
        'fr',
        'configurationPrice',
        'Le prix de cette configuration a changé depuis que vous l’avez vue\u00a0: rechargez la page pour voir le prix à jour, puis envoyez de nouveau.',
      ],
    ];
    for (const [configuration, lang, error, message] of cases) {
      const response = await sendQuote(t, configuration, lang);
      expect(response.statusCode, JSON.stringify(configuration)).toBe(400);
      expect(response.json()).toEqual({ statusCode: 400, error, message });
    }
    expect(await t.count('submissions')).toBe(0);
    expect(await t.count('outbox')).toBe(0);
  });

  it('refuses a choice named after an inherited property in words, never reading the inherited property into the message', async () => {
    const t = await freshApi({}, undefined, undefined, { catalogue: catalogue() });
    const cases: [string, 'fr' | 'en', string, string][] = [
      [
        '{"model":"riviera-ronde-24-pi","choices":{"constructor":"x"}}',
        'fr',
        'configurationOption',
        'L’option «\u00a0x\u00a0» n’est pas offerte dans la liste «\u00a0constructor\u00a0» de ce modèle. Choisissez-en une autre sur la page du modèle.',
      ],
      [
        '{"model":"riviera-ronde-24-pi","choices":{"toString":"x"}}',
        'en',
        'configurationOption',
        'The option “x” is not offered in this model’s “toString” list. Choose another one on the model’s page.',
      ],
    ];
    for (const [configuration, lang, error, message] of cases) {
      const response = await sendQuote(t, JSON.parse(configuration), lang);
      expect(response.statusCode, configuration).toBe(400);
      expect(response.json()).toEqual({ statusCode: 400, error, message });
    }
    const send = async (configuration: string) => {
      const body = await multipart({ ...person, ...place, configuration });
      const response = await t.app.inject({
        method: 'POST',
        url: '/forms/quote?lang=fr',
        payload: body.payload,
        headers: { ...body.headers, 'x-firebase-appcheck': t.token() },
      });
      expect(response.statusCode, configuration).toBe(400);
      expect(response.body, configuration).not.toMatch(/native code|\[object Object\]|function /);
      return response.json<{ fields: { field: string; message: string }[] }>().fields;
    };
    // A choice's value the catalogue's ids never have: the field is named by its own name, not by what Object.prototype holds.
    for (const list of ['constructor', 'hasOwnProperty'])
      expect(await send(`{"model":"riviera-ronde-24-pi","choices":{"${list}":"<b>"}}`)).toEqual([
        { field: `configuration.choices.${list}`, rule: 'pattern', message: `Le champ «\u00a0${list}\u00a0» n’est pas valide.` },
      ]);
    // `__proto__` (JSON text keeps it as a key) would slip a choice in through the prototype: the configuration is refused whole.
    expect(
      await send(
        '{"model":"riviera-ronde-24-pi","choices":{"shapes":"ronde","liners":"mosaique-caraibes","__proto__":{"steps":"escalier-droit-integre"}}}',
      ),
    ).toEqual([expect.objectContaining({ field: 'configuration', rule: 'pattern' })]);
    expect(await t.count('submissions')).toBe(0);
  });

  it('stores a spa’s configuration without the pool safety notice, its steps named "Marches", and a quote without a configuration as before', async () => {
    const models = catalogue();
    const t = await freshApi({}, undefined, undefined, { catalogue: models });
    const choices = { covers: 'couvercle-standard-10-cm', steps: 'marches-doubles-avec-rangement' };
    expect((await sendQuote(t, { model: 'harmonie-h7', choices, total: 13298 })).statusCode).toBe(201);
    const plain = await multipart({ ...person, ...place, model: 'Spa Bora' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/forms/quote?lang=fr',
      payload: plain.payload,
      headers: { ...plain.headers, 'x-firebase-appcheck': t.token() },
    });
    expect(response.statusCode).toBe(201);
    expect(models.asked).toEqual(['harmonie-h7']);
    const rows = await t.db.query<{ configuration: StoredConfiguration | null }>(
      'SELECT configuration FROM submissions ORDER BY created_at',
    );
    expect(rows.map((row) => row.configuration?.total ?? null)).toEqual([13298, null]);
    await t.outbox.drain();
    const staff = t.mail.state.sent.filter((mail) => mail.to === 'ventes@piscinessoleil.local').map((mail) => decodedText(mail.raw));
    expect(staff.some((text) => text.includes('Configuration demandée : Harmonie H7 (spa)'))).toBe(true);
    // The model page's and the quote form's word for a spa's steps (@storefront/contracts' option-lists), never a pool's "Escalier".
    expect(staff.some((text) => /Marches\s+\| Marches doubles avec rangement\s+\|\s+299,00\s\$/.test(text))).toBe(true);
    expect(staff.some((text) => text.includes('Escalier'))).toBe(false);
    expect(staff.some((text) => text.includes('sécurité des piscines'))).toBe(false);
  });

  it('answers a server error, storing nothing, when the catalogue cannot be read, rather than calling the model unknown', async () => {
    // The test API's own catalogue reader points where nothing answers.
    const t = await freshApi();
    const response = await sendQuote(t, { model: 'riviera-ronde-24-pi', choices: { shapes: 'ronde' } });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ error: 'serverError' });
    expect(await t.count('submissions')).toBe(0);
  });
});

/** A mail's raw source with its quoted-printable parts decoded, as a mail client shows its text. */
function decodedText(raw: string): string {
  const bytes = raw
    .replace(/=\r?\n/g, '')
    .replace(/(?:=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replace(/=/g, ''), 'hex').toString('latin1'));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}
