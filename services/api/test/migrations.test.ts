// Migrations under an advisory lock: two copies starting at once apply each migration exactly once. PGlite by default;
// with TEST_DATABASE_URL, two separate connection pools on a real Postgres server.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDb, type Db } from '../src/db';
import { migrate, MIGRATIONS } from '../src/migrations';

const ALL = MIGRATIONS.map((migration) => migration.version);

/** Two handles on one fresh database: one PGlite shared by both, or two pools on a new Postgres database. */
async function twoCopies(): Promise<{ a: Db; b: Db; close(): Promise<void> }> {
  const server = process.env.TEST_DATABASE_URL;
  if (!server) {
    const db = await openDb({ dataDir: 'memory://' });
    return { a: db, b: db, close: () => db.close() };
  }
  const name = `storefront_migrate_${randomUUID().replace(/-/g, '')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: server });
    await client.connect();
    await client.query(sql).finally(() => client.end());
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  const a = await openDb({ databaseUrl: url.href, dataDir: 'memory://' });
  const b = await openDb({ databaseUrl: url.href, dataDir: 'memory://' });
  return {
    a,
    b,
    async close() {
      await a.close();
      await b.close();
      await admin(`DROP DATABASE ${name} WITH (FORCE)`);
    },
  };
}

describe('migrations under an advisory lock', () => {
  it('two migrators started together apply every migration once, between them', async () => {
    const { a, b, close } = await twoCopies();
    try {
      const [first, second] = await Promise.all([migrate(a), migrate(b)]);
      expect([...first, ...second].sort((x, y) => x - y)).toEqual(ALL);
      expect([first, second].some((done) => done.length === 0)).toBe(true);
      const rows = await a.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version');
      expect(rows.map((row) => row.version)).toEqual(ALL);
      expect(await migrate(b)).toEqual([]);
    } finally {
      await close();
    }
  });

  it('a migration that fails leaves nothing behind, lock included: the next run applies everything', async () => {
    const db = await openDb({ dataDir: 'memory://' });
    try {
      await db.query('CREATE TABLE outbox_attempts (id int)');
      await expect(migrate(db)).rejects.toThrow(/outbox_attempts/);
      expect(await db.query(`SELECT 1 FROM information_schema.tables WHERE table_name = 'submissions'`)).toEqual([]);
      await db.query('DROP TABLE outbox_attempts');
      expect(await migrate(db)).toEqual(ALL);
    } finally {
      await db.close();
    }
  });

  it('migration 6 turns the paths stored before it into keys, in the attachments and in mails not sent yet', async () => {
    const db = await openDb({ dataDir: 'memory://' });
    try {
      await db.query(
        'CREATE TABLE schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())',
      );
      for (const migration of MIGRATIONS.filter((m) => m.version < 6)) {
        for (const statement of migration.sql
          .split(';')
          .map((part) => part.trim())
          .filter(Boolean))
          await db.query(statement);
        await db.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name]);
      }
      const id = randomUUID();
      const path = `/home/site/.var/api/attachments/${id}/0-cv.pdf`;
      await db.query(`INSERT INTO submissions (id, form, locale, fields) VALUES ($1, 'careers', 'fr', '{}')`, [id]);
      await db.query(
        `INSERT INTO attachments (id, submission_id, field, original_name, filename, stored_path, media_type, size_bytes) VALUES ($1, $2, 'cv', 'cv.pdf', 'cv.pdf', $3, 'application/pdf', 10)`,
        [randomUUID(), id, path],
      );
      const message = {
        from: 'a',
        to: 'b',
        subject: 's',
        text: 't',
        headers: {},
        attachments: [{ filename: 'cv.pdf', path, contentType: 'application/pdf' }],
      };
      await db.query(`INSERT INTO outbox (id, submission_id, kind, recipient, message) VALUES ($1, $2, 'notification', 'b', $3::jsonb)`, [
        randomUUID(),
        id,
        JSON.stringify(message),
      ]);
      await db.query(
        `INSERT INTO outbox (id, submission_id, kind, recipient, message) VALUES ($1, $2, 'acknowledgement', 'c', $3::jsonb)`,
        [randomUUID(), id, JSON.stringify({ ...message, attachments: [] })],
      );

      expect(await migrate(db)).toEqual(ALL.filter((version) => version >= 6));
      expect(await db.query('SELECT storage_key FROM attachments')).toEqual([{ storage_key: `${id}/0-cv.pdf` }]);
      const mails = await db.query<{ kind: string; message: { attachments: unknown[] } }>('SELECT kind, message FROM outbox ORDER BY kind');
      expect(mails.map((mail) => [mail.kind, mail.message.attachments])).toEqual([
        ['acknowledgement', []],
        ['notification', [{ filename: 'cv.pdf', key: `${id}/0-cv.pdf`, contentType: 'application/pdf' }]],
      ]);
    } finally {
      await db.close();
    }
  });
});
