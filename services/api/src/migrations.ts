// Owns the store API's schema: numbered migrations, each applied once, in order, in its own transaction.
import type { Db } from './db';

export const MIGRATIONS: readonly { version: number; name: string; sql: string }[] = [
  {
    version: 1,
    name: 'leads',
    sql: `
      CREATE TABLE submissions (
        id uuid PRIMARY KEY,
        form text NOT NULL,
        locale text NOT NULL,
        fields jsonb NOT NULL,
        client_ip text,
        user_agent text,
        page text,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE TABLE attachments (
        id uuid PRIMARY KEY,
        submission_id uuid NOT NULL REFERENCES submissions(id),
        field text NOT NULL,
        original_name text NOT NULL,
        stored_path text NOT NULL,
        media_type text NOT NULL,
        size_bytes bigint NOT NULL
      );
      CREATE INDEX attachments_submission ON attachments (submission_id);
      -- Proof of consent required by Canada's anti-spam law: when, from where, and the wording shown.
      CREATE TABLE newsletter_subscribers (
        email text PRIMARY KEY,
        locale text NOT NULL,
        consented_at timestamptz NOT NULL,
        consent_ip text,
        consent_user_agent text,
        consent_page text,
        consent_text text NOT NULL,
        consent_version text NOT NULL,
        submission_id uuid NOT NULL REFERENCES submissions(id),
        unsubscribed_at timestamptz
      );
      CREATE TABLE suppressions (
        email text PRIMARY KEY,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE TABLE outbox (
        id uuid PRIMARY KEY,
        submission_id uuid REFERENCES submissions(id),
        kind text NOT NULL,
        recipient text NOT NULL,
        message jsonb NOT NULL,
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        locked_until timestamptz,
        sent_at timestamptz,
        last_error text,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE sent_at IS NULL;
    `,
  },
];

export async function migrate(db: Db): Promise<number[]> {
  await db.query('CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())');
  const applied = new Set((await db.query<{ version: number }>('SELECT version FROM schema_migrations')).map((row) => row.version));
  const done: number[] = [];
  for (const migration of MIGRATIONS) {
    if (applied.has(migration.version)) continue;
    await db.transaction(async (tx) => {
      for (const statement of migration.sql.split(';').map((s) => s.trim()).filter(Boolean)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name]);
    });
    done.push(migration.version);
  }
  return done;
}
