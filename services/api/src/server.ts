// Owns starting the store API on one machine: configuration, database and migrations, mail outbox, and the HTTP server.
import { join } from 'node:path';
import type { Transporter } from 'nodemailer';
import { buildApi } from './app';
import { readApiConfig, type ApiConfig } from './config';
import { openDb } from './db';
import { createLocalIntegrity, type IntegrityVerifier } from './integrity';
import { createMailTransport } from './mail';
import { migrate } from './migrations';
import { startOutboxWorker, type OutboxOptions } from './outbox';

export interface StartApiOptions {
  port: number;
  host?: string;
  /** Variables read over the process's own (tests give each run its own data folder). */
  env?: Record<string, string>;
  config?: Partial<ApiConfig>;
  transport?: Transporter<unknown>;
  /** Production passes the Firebase App Check verifier here; the local verifier is the default. */
  verifier?: IntegrityVerifier;
  outbox?: Pick<OutboxOptions, 'baseDelayMs' | 'maxDelayMs' | 'pollMs'>;
}

export interface RunningApi {
  url: string;
  close(): Promise<void>;
}

export async function startApi(options: StartApiOptions): Promise<RunningApi> {
  const config = { ...readApiConfig(options.port, { ...process.env, ...options.env }), ...options.config };
  const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: join(config.dataDir, 'pglite') });
  await migrate(db);
  const transport = options.transport ?? createMailTransport(config);
  const outbox = startOutboxWorker({ db, transport, ...options.outbox });
  const local = options.verifier ? null : createLocalIntegrity(config.secret);
  const integrity = local ? { verifier: local, localIntegrity: local } : { verifier: options.verifier as IntegrityVerifier };
  const app = await buildApi({ config, db, outbox, ...integrity });
  await app.listen({ port: options.port, host: options.host ?? 'localhost' });
  // Mails left from an earlier run (a mail server that was down) go out now.
  outbox.kick();
  return {
    url: `http://localhost:${options.port}`,
    async close() {
      await app.close();
      await outbox.stop();
      transport.close();
      await db.close();
    },
  };
}
