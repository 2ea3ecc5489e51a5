// Owns starting the store API on one machine: configuration, database and migrations, mail outbox, and the HTTP server.
import { join } from 'node:path';
import type { Transporter } from 'nodemailer';
import { buildApi } from './app';
import { readApiConfig, type ApiConfig } from './config';
import { openDb } from './db';
import { integrityFor, type IntegrityVerifier } from './integrity';
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
  /** A verifier of the caller's own; else the configuration's (App Check when APP_CHECK_PROJECT_NUMBER is set, the local verifier otherwise). */
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
  const integrity = options.verifier ? { verifier: options.verifier } : integrityFor(config);
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
