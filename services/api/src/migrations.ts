// Owns the store API's schema: numbered migrations, each applied once, in order, under one advisory lock so that copies
// starting together never apply one twice.
import { BOOKING_AREAS_SEED, BOOKING_SEASONS_SEED } from './booking/defaults';
import type { Db } from './db';
import { SUPPRESSION_KEYS_MIGRATION } from './leads/leads';

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
  {
    version: 2,
    name: 'orders',
    sql: `
      CREATE TABLE orders (
        id uuid PRIMARY KEY,
        number text NOT NULL UNIQUE,
        idempotency_key text NOT NULL UNIQUE,
        cart_id text NOT NULL,
        status text NOT NULL CHECK (status IN ('pending', 'paid', 'failed')),
        locale text NOT NULL,
        customer jsonb NOT NULL,
        email text NOT NULL,
        province text NOT NULL,
        totals jsonb NOT NULL,
        total numeric(12, 2) NOT NULL,
        currency text NOT NULL,
        promo_codes jsonb NOT NULL DEFAULT '[]',
        note text,
        payment_ref text,
        card_brand text,
        card_last4 text,
        error_key text,
        provider_message text,
        client_ip text,
        user_agent text,
        page text,
        created_at timestamptz NOT NULL DEFAULT now(),
        paid_at timestamptz,
        cart_completed_at timestamptz
      );
      CREATE UNIQUE INDEX orders_one_live_per_cart ON orders (cart_id) WHERE status <> 'failed';
      CREATE TABLE order_lines (
        id uuid PRIMARY KEY,
        order_id uuid NOT NULL REFERENCES orders(id),
        position integer NOT NULL,
        variant_id text NOT NULL,
        title text NOT NULL,
        variant_title text NOT NULL,
        quantity integer NOT NULL CHECK (quantity > 0),
        unit_price numeric(12, 2) NOT NULL,
        total numeric(12, 2) NOT NULL
      );
      CREATE INDEX order_lines_order ON order_lines (order_id);
      ALTER TABLE outbox ADD COLUMN order_id uuid REFERENCES orders(id)
    `,
  },
  {
    version: 3,
    name: 'order line titles in every language',
    // { "fr": { "title", "variantTitle" }, "en": … }: the confirmation reads in the page's language after the cart is gone.
    sql: `ALTER TABLE order_lines ADD COLUMN titles jsonb`,
  },
  {
    version: 4,
    name: 'orders fixed when paid, leased charges, expiry, the provider, the commerce queue',
    sql: `
      ALTER TABLE orders DROP CONSTRAINT orders_status_check;
      ALTER TABLE orders ADD CONSTRAINT orders_status_check CHECK (status IN ('pending', 'paid', 'failed', 'expired'));
      -- Who may call the gateway for this order, until when: one caller at a time, however many retries arrive at once.
      ALTER TABLE orders ADD COLUMN lease_until timestamptz;
      -- Set, and committed, just before the gateway is called: a pending order without it never reached the gateway.
      ALTER TABLE orders ADD COLUMN gateway_called_at timestamptz;
      -- The fingerprint of the price the buyer saw and paid.
      ALTER TABLE orders ADD COLUMN quote text;
      ALTER TABLE orders ADD COLUMN payment_provider text;
      ALTER TABLE orders ADD COLUMN payment_method jsonb;
      ALTER TABLE orders ADD COLUMN reversed_at timestamptz;
      DROP INDEX orders_one_live_per_cart;
      -- One order per cart that is paid, being paid, or may have been paid (a lost connection): never two charges for one cart.
      CREATE UNIQUE INDEX orders_one_live_per_cart ON orders (cart_id) WHERE status IN ('pending', 'paid') OR error_key = 'connexion';
      CREATE INDEX orders_pending ON orders (lease_until) WHERE status = 'pending';
      -- Each paid order waits here until the commerce platform has it: pushed with retries, never lost.
      CREATE TABLE commerce_orders (
        order_id uuid PRIMARY KEY REFERENCES orders(id),
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        locked_until timestamptz,
        pushed_at timestamptz,
        commerce_id text,
        commerce_name text,
        rejected_at timestamptz,
        last_error text,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX commerce_orders_due ON commerce_orders (next_attempt_at) WHERE pushed_at IS NULL AND rejected_at IS NULL;
      -- The provider's verified notifications (settlements, disputes, refunds), for the store's bookkeeping.
      CREATE TABLE payment_events (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        kind text NOT NULL,
        reference text,
        happened_at timestamptz NOT NULL,
        received_at timestamptz NOT NULL DEFAULT now()
      )
    `,
  },
  {
    version: 5,
    name: 'newsletter double opt-in, attachment retention, filenames from the detected type',
    sql: `
      -- Each sign-up request with its proof of consent: it subscribes only once its owner clicks the link mailed to it.
      CREATE TABLE newsletter_signups (
        id uuid PRIMARY KEY,
        email text NOT NULL,
        locale text NOT NULL,
        requested_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        consent_ip text,
        consent_user_agent text,
        consent_page text,
        consent_text text NOT NULL,
        consent_version text NOT NULL,
        submission_id uuid NOT NULL REFERENCES submissions(id),
        mailed_at timestamptz,
        confirmed_at timestamptz
      );
      CREATE INDEX newsletter_signups_email ON newsletter_signups (email);
      ALTER TABLE newsletter_subscribers ADD COLUMN confirmed_at timestamptz;
      ALTER TABLE newsletter_subscribers ADD COLUMN signup_id uuid REFERENCES newsletter_signups(id);
      -- The name the file is stored and mailed under, from its detected type (original_name stays the visitor's).
      ALTER TABLE attachments ADD COLUMN filename text;
      ALTER TABLE attachments ADD COLUMN created_at timestamptz NOT NULL DEFAULT now();
      UPDATE attachments SET created_at = submissions.created_at FROM submissions WHERE submissions.id = attachments.submission_id;
      CREATE INDEX attachments_created ON attachments (created_at)
    `,
  },
  {
    version: 6,
    name: 'attachments by store key, outbox leases, attempts and give-ups',
    sql: `
      -- A file is named by its key in the attachment store (disk or bucket), never by one machine's path. The disk
      -- store's files were <attachments folder>/<submission id>/<index>-<name>: their key is the last two segments.
      ALTER TABLE attachments RENAME COLUMN stored_path TO storage_key;
      UPDATE attachments SET storage_key = regexp_replace(storage_key, '^.*/([^/]+/[^/]+)$', '\\1');
      UPDATE outbox SET message = jsonb_set(message, '{attachments}', (
        SELECT coalesce(jsonb_agg(jsonb_build_object('filename', a->>'filename', 'contentType', a->>'contentType', 'key', regexp_replace(a->>'path', '^.*/([^/]+/[^/]+)$', '\\1'))), '[]'::jsonb)
        FROM jsonb_array_elements(message->'attachments') a))
      WHERE jsonb_typeof(message->'attachments') = 'array' AND jsonb_array_length(message->'attachments') > 0;
      -- Each claim's own token: only the worker still holding it records the outcome.
      ALTER TABLE outbox ADD COLUMN lease_token uuid;
      -- A mail that no retry can send (its attachment is gone): kept with its reason, never retried.
      ALTER TABLE outbox ADD COLUMN rejected_at timestamptz;
      -- Every hand-over to the mail server: resend marks one after an attempt that may have delivered.
      CREATE TABLE outbox_attempts (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        outbox_id uuid NOT NULL REFERENCES outbox(id),
        lease_token uuid NOT NULL,
        started_at timestamptz NOT NULL DEFAULT now(),
        finished_at timestamptz,
        outcome text CHECK (outcome IN ('sent', 'failed', 'uncertain')),
        resend boolean NOT NULL DEFAULT false,
        error text
      );
      CREATE INDEX outbox_attempts_mail ON outbox_attempts (outbox_id)
    `,
  },
  {
    version: 7,
    name: 'a lead sent again under its key is stored once',
    sql: `
      -- The form's key for one submission (Idempotency-Key): a retry after a lost answer finds the lead it already stored.
      ALTER TABLE submissions ADD COLUMN idempotency_key text;
      CREATE UNIQUE INDEX submissions_idempotency ON submissions (idempotency_key) WHERE idempotency_key IS NOT NULL
    `,
  },
  {
    version: 8,
    name: 'service booking: areas, seasons, half-day slots, bookings and holds, waiting lists',
    sql: `
      -- When each service is booked, as MM-DD bounds (both included), editable by staff.
      CREATE TABLE booking_seasons (
        service text PRIMARY KEY CHECK (service IN ('opening', 'closing')),
        starts text NOT NULL CHECK (starts ~ '^\\d{2}-\\d{2}$'),
        ends text NOT NULL CHECK (ends ~ '^\\d{2}-\\d{2}$')
      );
      ${BOOKING_SEASONS_SEED};
      -- A served area (FSA: a postal code's first three characters), the weekdays its crews are there (1 Monday … 7 Sunday),
      -- how many crews go there on such a day and how many jobs one crew does in a half-day.
      CREATE TABLE service_areas (
        fsa text PRIMARY KEY CHECK (fsa ~ '^[A-Z][0-9][A-Z]$'),
        name text NOT NULL,
        weekdays integer[] NOT NULL,
        crews integer NOT NULL CHECK (crews >= 0),
        jobs_per_crew integer NOT NULL CHECK (jobs_per_crew >= 0)
      );
      ${BOOKING_AREAS_SEED};
      -- A day whose crews differ from the area's usual number (one off sick, one more on a busy Saturday, 0: not that day).
      CREATE TABLE area_day_crews (
        fsa text NOT NULL REFERENCES service_areas(fsa),
        day date NOT NULL,
        crews integer NOT NULL CHECK (crews >= 0),
        PRIMARY KEY (fsa, day)
      );
      -- One row per area, day and half-day that anyone tried to take: the row every hold, booking and change of that half-day
      -- locks (SELECT … FOR UPDATE) before counting the places taken, so two visitors never take the last one.
      CREATE TABLE booking_slots (
        fsa text NOT NULL REFERENCES service_areas(fsa),
        day date NOT NULL,
        half text NOT NULL CHECK (half IN ('morning', 'afternoon')),
        PRIMARY KEY (fsa, day, half)
      );
      -- A hold (10 minutes, or 24 hours for the waiting list's first, bound to their address) becomes the booking it confirms.
      CREATE TABLE bookings (
        id uuid PRIMARY KEY,
        number text UNIQUE,
        status text NOT NULL CHECK (status IN ('held', 'confirmed', 'cancelled', 'released')),
        service text NOT NULL CHECK (service IN ('opening', 'closing')),
        fsa text NOT NULL,
        day date NOT NULL,
        half text NOT NULL,
        hold_expires_at timestamptz,
        reserved_for text,
        offer text,
        package text,
        pool_type text,
        price numeric(10, 2),
        locale text,
        customer jsonb,
        email text,
        crew integer,
        revision integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL,
        confirmed_at timestamptz,
        cancelled_at timestamptz,
        FOREIGN KEY (fsa, day, half) REFERENCES booking_slots (fsa, day, half)
      );
      CREATE INDEX bookings_slot ON bookings (fsa, day, half) WHERE status IN ('held', 'confirmed');
      CREATE INDEX bookings_day ON bookings (day) WHERE status = 'confirmed';
      CREATE SEQUENCE booking_numbers START 1001;
      -- Who waits for a full half-day, in order: an offer is a 24-hour hold in their name.
      CREATE TABLE booking_waitlist (
        id uuid PRIMARY KEY,
        seq bigint GENERATED ALWAYS AS IDENTITY,
        service text NOT NULL,
        fsa text NOT NULL,
        day date NOT NULL,
        half text NOT NULL,
        email text NOT NULL,
        name text NOT NULL,
        locale text NOT NULL,
        status text NOT NULL CHECK (status IN ('waiting', 'offered', 'booked', 'expired')),
        hold_id uuid REFERENCES bookings(id),
        created_at timestamptz NOT NULL,
        FOREIGN KEY (fsa, day, half) REFERENCES booking_slots (fsa, day, half)
      );
      CREATE UNIQUE INDEX booking_waitlist_once ON booking_waitlist (fsa, day, half, email) WHERE status IN ('waiting', 'offered');
      CREATE INDEX booking_waitlist_slot ON booking_waitlist (fsa, day, half, seq) WHERE status IN ('waiting', 'offered')
    `,
  },
  {
    version: 9,
    name: 'a quote keeps the configuration it asks about, priced by the server',
    sql: `
      -- ADR 0043: the model, each list's choice with the price the server computed from the catalogue, and the total before
      -- taxes (quote-configuration.ts), or null: every other lead, and a quote without a configuration.
      ALTER TABLE submissions ADD COLUMN configuration jsonb
    `,
  },
  {
    version: 10,
    name: 'service booking: a combo books its opening and its closing together',
    sql: `
      -- The other visit of a combo (its opening or its closing), booked in the same transaction: each visit keeps its own
      -- number, link, crew and share of the combo's price.
      ALTER TABLE bookings ADD COLUMN combo_with uuid REFERENCES bookings(id)
    `,
  },
  {
    version: 11,
    name: 'an order keeps how it leaves the store, the merchant it was made with, the conditions accepted and its contract',
    sql: `
      -- Each shipment (method, lines by position, fee, day, window, the province taxed), the merchant as named in the
      -- contract, and the version of the conditions the buyer accepted with its time (Consumer Protection Act s. 54.4, 54.5).
      ALTER TABLE orders ADD COLUMN fulfilment jsonb;
      ALTER TABLE orders ADD COLUMN merchant jsonb;
      ALTER TABLE orders ADD COLUMN conditions_version text;
      ALTER TABLE orders ADD COLUMN accepted_at timestamptz;
      ALTER TABLE order_lines ADD COLUMN fulfilment jsonb;
      ALTER TABLE order_lines ADD COLUMN shipment integer;
      -- The copy of the contract mailed to the buyer (s. 54.7), kept with the order.
      CREATE TABLE order_contracts (
        order_id uuid PRIMARY KEY REFERENCES orders(id),
        locale text NOT NULL,
        conditions_version text NOT NULL,
        pdf bytea NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )
    `,
  },
  {
    version: 12,
    name: 'service booking: a waiting list entry confirmed by its owner, holds and entries counted per client',
    sql: `
      -- ADR 0049: an entry is pending until its owner opens the mailed link (confirm_by), and only then takes its place
      -- in line (line, from its own sequence: the order of confirmations). The entries already in line keep their order.
      ALTER TABLE booking_waitlist DROP CONSTRAINT booking_waitlist_status_check;
      ALTER TABLE booking_waitlist ADD CONSTRAINT booking_waitlist_status_check
        CHECK (status IN ('pending', 'waiting', 'offered', 'booked', 'expired'));
      ALTER TABLE booking_waitlist ADD COLUMN confirm_by timestamptz;
      ALTER TABLE booking_waitlist ADD COLUMN confirmed_at timestamptz;
      ALTER TABLE booking_waitlist ADD COLUMN line bigint;
      CREATE SEQUENCE booking_waitlist_lines;
      UPDATE booking_waitlist SET line = seq, confirmed_at = created_at;
      SELECT setval('booking_waitlist_lines', coalesce(max(seq), 0) + 1, false) FROM booking_waitlist;
      DROP INDEX booking_waitlist_once;
      CREATE UNIQUE INDEX booking_waitlist_once ON booking_waitlist (fsa, day, half, email) WHERE status IN ('pending', 'waiting', 'offered');
      DROP INDEX booking_waitlist_slot;
      CREATE INDEX booking_waitlist_slot ON booking_waitlist (fsa, day, half, line) WHERE status IN ('waiting', 'offered');
      CREATE INDEX booking_waitlist_email ON booking_waitlist (email, service);
      -- Who asked (a hold, an entry): the client's IP keyed with the API's secret (booking/tokens.ts clientKey), never the IP.
      ALTER TABLE booking_waitlist ADD COLUMN client text;
      CREATE INDEX booking_waitlist_client ON booking_waitlist (client, service);
      ALTER TABLE bookings ADD COLUMN client text;
      CREATE INDEX bookings_client_holds ON bookings (client) WHERE status = 'held'
    `,
  },
  {
    version: 13,
    name: 'signed webhook deliveries acted on once',
    sql: `
      -- ADR 0049: a provider's delivery (Braintree's kind, subject and time) is acted on once: a replay finds its row and does
      -- nothing. Rows older than the age a delivery is still taken at are deleted as deliveries arrive (orders/routes.ts).
      CREATE TABLE webhook_deliveries (
        source text NOT NULL,
        delivery_id text NOT NULL,
        received_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (source, delivery_id)
      );
      CREATE INDEX webhook_deliveries_age ON webhook_deliveries (source, received_at)
    `,
  },
  {
    version: 14,
    name: 'suppressions by mailbox',
    // ADR 0049 (no semicolon in it: the runner splits statements on them): a suppression written as typed before addresses were parsed once ('x<victim@…>') also suppresses each mailbox in it.
    sql: SUPPRESSION_KEYS_MIGRATION,
  },
  {
    version: 15,
    name: 'lead references',
    sql: `
      -- ADR 0051: every lead gets a reference (S-2026-0042) issued in the transaction that stores it. One counter row per
      -- store year: taking a number updates that row, so two leads at once wait for each other and never share one, and a
      -- lead that is not stored gives its number back with its transaction.
      CREATE TABLE lead_reference_counters (
        year integer PRIMARY KEY,
        last integer NOT NULL
      );
      ALTER TABLE submissions ADD COLUMN reference text UNIQUE;
      -- By when the confirmation said the store answers (lead-reply.ts), answered again to a retry under the same key.
      ALTER TABLE submissions ADD COLUMN reply_by jsonb
      `,
  },
  {
    version: 16,
    name: 'booking area waiting list with consent',
    sql: `
      -- ADR 0051: a visitor of an area the store does not serve leaves an address to be told once it does, with the proof of
      -- consent (its time, words, version and language). One row per mailbox and area: asked again, its consent is renewed.
      CREATE TABLE booking_area_waitlist (
        id uuid PRIMARY KEY,
        email text NOT NULL,
        fsa text NOT NULL,
        postal_code text NOT NULL,
        locale text NOT NULL,
        consented_at timestamptz NOT NULL,
        consent_text text NOT NULL,
        consent_version text NOT NULL,
        client text NOT NULL,
        created_at timestamptz NOT NULL,
        notified_at timestamptz,
        UNIQUE (email, fsa)
      );
      CREATE INDEX booking_area_waitlist_client ON booking_area_waitlist (client, consented_at);
      CREATE INDEX booking_area_waitlist_fsa ON booking_area_waitlist (fsa) WHERE notified_at IS NULL
    `,
  },
  {
    version: 17,
    name: 'staff console: members, passkeys, sessions, audit, lead statuses',
    sql: `
      -- ADR 0066: the people who sign in to the staff console, each with a role. A revoked member keeps their rows (the
      -- audit log names them) and can no longer sign in.
      CREATE TABLE staff_members (
        id uuid PRIMARY KEY,
        email text NOT NULL UNIQUE,
        name text NOT NULL,
        role text NOT NULL CHECK (role IN ('admin', 'sales', 'service', 'counter')),
        created_at timestamptz NOT NULL DEFAULT now(),
        revoked_at timestamptz
      );
      CREATE TABLE staff_passkeys (
        id text PRIMARY KEY,
        member_id uuid NOT NULL REFERENCES staff_members(id),
        public_key bytea NOT NULL,
        counter bigint NOT NULL DEFAULT 0,
        transports jsonb NOT NULL DEFAULT '[]',
        created_at timestamptz NOT NULL DEFAULT now(),
        last_used_at timestamptz
      );
      CREATE INDEX staff_passkeys_member ON staff_passkeys (member_id);
      -- A WebAuthn challenge is answered once, before it expires.
      CREATE TABLE staff_challenges (
        id uuid PRIMARY KEY,
        challenge text NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      );
      -- An invitation's token is signed, so it is made without the database: only its use is recorded, once.
      CREATE TABLE staff_invitations_used (
        nonce uuid PRIMARY KEY,
        member_id uuid NOT NULL REFERENCES staff_members(id),
        used_at timestamptz NOT NULL DEFAULT now()
      );
      -- A session is kept by the hash of its cookie's value: a copy of this table opens no session.
      CREATE TABLE staff_sessions (
        id text PRIMARY KEY,
        member_id uuid NOT NULL REFERENCES staff_members(id),
        created_at timestamptz NOT NULL,
        last_seen_at timestamptz NOT NULL,
        ended_at timestamptz
      );
      CREATE INDEX staff_sessions_member ON staff_sessions (member_id) WHERE ended_at IS NULL;
      -- Every change made from the console: who, what, when, before and after.
      CREATE TABLE staff_audit (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        at timestamptz NOT NULL,
        member_id uuid REFERENCES staff_members(id),
        member_email text,
        action text NOT NULL,
        subject text NOT NULL,
        before jsonb,
        after jsonb
      );
      CREATE INDEX staff_audit_subject ON staff_audit (subject, at);
      -- A lead's status in the sales inbox, and its version: a change names the version it saw (If-Match).
      ALTER TABLE submissions ADD COLUMN status text NOT NULL DEFAULT 'new'
        CHECK (status IN ('new', 'contacted', 'quoted', 'won', 'lost'));
      ALTER TABLE submissions ADD COLUMN version integer NOT NULL DEFAULT 1;
      CREATE INDEX submissions_inbox ON submissions (created_at DESC)
    `,
  },
];

/** The advisory lock's key: any fixed number, the same in every copy ("storefront migrations" in ASCII, cut to 63 bits). */
export const MIGRATION_LOCK_KEY = 0x73746f7265667230n;

/**
 * Applies the pending migrations in one transaction that first takes a transaction-level advisory lock: a second copy
 * starting at the same moment waits for it, then finds every migration applied. The list of applied versions is read
 * under the lock, so nothing runs twice; a failed migration rolls back whole, with the lock.
 */
export async function migrate(db: Db): Promise<number[]> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY.toString()]);
    await tx.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const applied = new Set((await tx.query<{ version: number }>('SELECT version FROM schema_migrations')).map((row) => row.version));
    const done: number[] = [];
    for (const migration of MIGRATIONS) {
      if (applied.has(migration.version)) continue;
      for (const statement of migration.sql
        .split(';')
        .map((s) => s.trim())
        .filter(Boolean))
        await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name]);
      done.push(migration.version);
    }
    return done;
  });
}
