// Owns starting the store API on one machine: configuration, database and migrations, mail outbox, and the HTTP server.
import { join } from 'node:path';
import type { Transporter } from 'nodemailer';
import { buildApi } from './app';
import { attachmentStoreFor } from './leads/attachments';
import { readApiConfig, sharedStateProblems, type ApiConfig } from './config';
import { openDb } from './db';
import { integrityFor, type IntegrityVerifier } from './integrity';
import { createMailTransport } from './mail';
import { migrate } from './migrations';
import { productionProblems, settingWarnings } from './production';
import { startOutboxWorker, type OutboxOptions } from './outbox';
import { installJobs, startJobSupervisor } from './jobs';
import { createRedisClient } from './redis';
import { safeLog } from './redact';
import { startAttachmentRetention } from './retention';
import { passExpiredOffers } from './booking/places';
import { bookingContext } from './booking/context';
import { createBraintreeProvider } from './orders/braintree';
import { startCommercePush } from './orders/commerce-push';
import { expireAbandonedOrders } from './orders/orders';
import type { PaymentProvider } from './orders/payment';
import { CommerceUnavailableError, createShopifyAdminOrders, type CommerceOrderSink } from './orders/shopify-admin';

export interface StartApiOptions {
  port: number;
  host?: string;
  /** Variables read over the process's own (tests give each run its own data folder). */
  env?: Record<string, string>;
  config?: Partial<ApiConfig>;
  transport?: Transporter<unknown>;
  /** A verifier of the caller's own; else the configuration's (App Check when APP_CHECK_PROJECT_NUMBER is set, the local verifier otherwise). */
  verifier?: IntegrityVerifier;
  outbox?: Pick<OutboxOptions, 'baseDelayMs' | 'maxDelayMs' | 'pollMs' | 'leaseMs'>;
  /** A provider of the caller's own; else Braintree (or its local stand-in) from the configuration. */
  payments?: PaymentProvider;
}

/**
 * The API refuses to start on a configuration that would lose money, orders or trust (production), or that its copies
 * would read differently (shared state): every problem, one line each.
 */
export class UnsafeConfigurationError extends Error {
  constructor(
    readonly problems: string[],
    where = 'in production',
  ) {
    super(`The store API will not start ${where}:\n${problems.map((problem) => `- ${problem}`).join('\n')}`);
  }
}

/** Without an Admin API to reach, paid orders wait in the queue (and staff see them) until one is configured. */
const unconfiguredSink: CommerceOrderSink = {
  createOrder: () => Promise.reject(new CommerceUnavailableError('no Admin API configured (SHOPIFY_ADMIN_TOKEN)')),
};

export interface RunningApi {
  url: string;
  close(): Promise<void>;
}

/** The configuration, or the one setting it cannot be read from (BRAINTREE_ENVIRONMENT=production needs …) as a refusal. */
function readConfig(port: number, env: Record<string, string | undefined>): ApiConfig {
  try {
    return readApiConfig(port, env);
  } catch (error) {
    throw new UnsafeConfigurationError([(error as Error).message], 'with this configuration');
  }
}

export async function startApi(options: StartApiOptions): Promise<RunningApi> {
  const env = { ...process.env, ...options.env };
  const config = { ...readConfig(options.port, env), ...options.config };
  const problems = productionProblems(config, env);
  if (problems.length) throw new UnsafeConfigurationError(problems);
  const shared = sharedStateProblems(config, env);
  if (shared.length) throw new UnsafeConfigurationError(shared, 'as one of several copies');
  // Outside production an unreadable number is its default, said once here.
  for (const warning of settingWarnings(env)) safeLog.error(`[config] ${warning}`);
  const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: join(config.dataDir, 'pglite') });
  await migrate(db);
  await installJobs(db);
  const attachments = attachmentStoreFor(config);
  const redis = config.redisUrl ? createRedisClient(config.redisUrl, safeLog) : undefined;
  const transport = options.transport ?? createMailTransport(config);
  const outbox = startOutboxWorker({ db, transport, attachments, log: safeLog, ...options.outbox });
  const integrity = options.verifier ? { verifier: options.verifier } : integrityFor(config);
  const commercePush = startCommercePush({
    db,
    sink: config.shopifyAdmin ? createShopifyAdminOrders(config.shopifyAdmin) : unconfiguredSink,
    mail: { from: config.mailFrom, storeEmail: config.storeEmail },
    // Each poll (10 s) also passes the waiting list's expired offers on: the next in line gets the place and its mail.
    onPoll: async () => {
      const [, offers] = await Promise.all([expireAbandonedOrders(db), passExpiredOffers(bookingContext(config, db))]);
      if (offers > 0) outbox.kick();
    },
    log: safeLog,
  });
  const supervisor = await startJobSupervisor(db, safeLog);
  const retention = startAttachmentRetention({ db, attachments, retentionDays: config.attachmentRetentionDays, log: safeLog });
  const payments = options.payments ?? createBraintreeProvider(config.braintree);
  const app = await buildApi({ config, db, attachments, ...(redis ? { redis } : {}), outbox, commercePush, payments, ...integrity });
  await app.listen({ port: options.port, host: options.host ?? 'localhost' });
  // Mails left from an earlier run (a mail server that was down) go out now.
  outbox.kick();
  commercePush.kick();
  return {
    url: `http://localhost:${options.port}`,
    // Requests in flight finish first (new ones get 503, so the load balancer moves on), then the workers' current mail or
    // order, then the connections.
    async close() {
      await app.close();
      await outbox.stop();
      await commercePush.stop();
      await supervisor.stop();
      await retention.stop();
      transport.close();
      redis?.disconnect();
      await db.close();
    },
  };
}
