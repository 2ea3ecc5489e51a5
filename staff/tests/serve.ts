// Serves the console's own suite: a store API on a fresh data folder seeded with three leads (a priced quote with its file,
// its mails and its address's newsletter consent), and the console's server, on the suite's ports.
import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { SERVICE_PORTS } from '@storefront/mf-config/apps';
import { startApi } from '@storefront/api';
import { pgliteDb } from '../../services/api/src/db';
import { migrate } from '../../services/api/src/migrations';
import { buildStaffServer } from '../server/server';
import { SUITE_DATA_DIR } from './suite';

rmSync(SUITE_DATA_DIR, { recursive: true, force: true });
mkdirSync(SUITE_DATA_DIR, { recursive: true });

const lite = await PGlite.create(join(SUITE_DATA_DIR, 'pglite'));
const db = pgliteDb(lite);
await migrate(db);
const quote = randomUUID();
const at = (iso: string) => new Date(iso);
const insert = (
  id: string,
  form: string,
  locale: string,
  fields: object,
  reference: string,
  created: string,
  configuration: object | null = null,
) =>
  db.query(
    'INSERT INTO submissions (id, form, locale, fields, reference, created_at, configuration, page) VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7::jsonb, $8)',
    [id, form, locale, JSON.stringify(fields), reference, at(created), configuration ? JSON.stringify(configuration) : null, `/${locale}`],
  );
await insert(
  quote,
  'quote',
  'fr',
  {
    firstname: 'Marie',
    lastname: 'Tremblay',
    email: 'marie@example.com',
    phone: '450 555-0142',
    city: 'Laval',
    message: 'Installation au printemps.',
  },
  'S-2026-0042',
  '2026-11-24T14:30:00Z',
  {
    model: { handle: 'riviera-ronde-24-pi', title: 'Riviera ronde 24 pi', kind: 'pool' },
    base: 4409.1,
    lines: [
      { list: 'shapes', option: 'ovale', title: 'Ovale', price: 1200 },
      { list: 'liners', option: 'marbre-bleu-nuit', title: 'Marbre bleu nuit', price: 250 },
      { list: 'steps', option: null, title: null, price: 0 },
    ],
    total: 5859.1,
  },
);
await insert(
  randomUUID(),
  'contact',
  'en',
  { name: 'John Smith', email: 'john@example.com', message: 'Do you deliver to Gatineau?' },
  'S-2026-0043',
  '2026-11-25T09:10:00Z',
);
await insert(
  randomUUID(),
  'careers',
  'fr',
  { firstname: 'Luc', lastname: 'Gagnon', email: 'luc@example.com' },
  'S-2026-0044',
  '2026-11-23T16:00:00Z',
);
// The quote's file, where the API's disk store keeps it.
const key = `${quote}/0-plan-cour.pdf`;
const file = join(SUITE_DATA_DIR, 'attachments', key);
mkdirSync(dirname(file), { recursive: true });
writeFileSync(file, '%PDF-1.7\n% plan de la cour\n');
await db.query(
  "INSERT INTO attachments (id, submission_id, field, original_name, filename, storage_key, media_type, size_bytes) VALUES ($1, $2, 'files', 'plan cour.pdf', 'plan-cour.pdf', $3, 'application/pdf', 27)",
  [randomUUID(), quote, key],
);
const mail = (to: string, subject: string) =>
  JSON.stringify({ from: 'no-reply@piscinessoleil.local', to, subject, text: '', headers: {}, attachments: [] });
await db.query(
  "INSERT INTO outbox (id, submission_id, kind, recipient, message, attempts, sent_at, created_at) VALUES ($1, $2, 'notification', 'ventes@piscinessoleil.local', $3::jsonb, 1, $4, $4), ($5, $2, 'acknowledgement', 'marie@example.com', $6::jsonb, 1, $4, $4)",
  [
    randomUUID(),
    quote,
    mail('ventes@piscinessoleil.local', 'Demande de soumission S-2026-0042'),
    at('2026-11-24T14:30:05Z'),
    randomUUID(),
    mail('marie@example.com', 'Nous avons bien reçu votre demande'),
  ],
);
const signup = randomUUID();
await insert(signup, 'newsletter', 'fr', { email: 'marie@example.com' }, 'S-2026-0040', '2026-11-20T12:00:00Z');
await db.query(
  `INSERT INTO newsletter_signups (id, email, locale, requested_at, expires_at, consent_ip, consent_page, consent_text, consent_version, submission_id, confirmed_at)
   VALUES ($1, 'marie@example.com', 'fr', $2, $3, '203.0.113.9', '/fr', 'J’accepte de recevoir les offres et conseils de Piscines Soleil par courriel.', '2026-09', $1, $4)`,
  [signup, at('2026-11-20T12:00:00Z'), at('2026-11-27T12:00:00Z'), at('2026-11-20T12:05:00Z')],
);
await lite.close();

const api = await startApi({ port: SERVICE_PORTS.api, env: { API_DATA_DIR: SUITE_DATA_DIR } });
const console_ = await buildStaffServer({ apiOrigin: api.url });
await console_.listen({ port: SERVICE_PORTS.staff, host: 'localhost' });
const stop = () => void Promise.all([console_.close(), api.close()]).then(() => process.exit(0));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, stop);
