// Owns what the store's staff read from the API behind their token: the paid orders the commerce platform does not have yet,
// and the newsletter's recipients. A lead is read in the staff console, with a session (staff/routes.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Queryable } from './db';
import { refusal, requestLocale } from './http';
import type { MailContext } from './mail';
import { newsletterRecipients } from './newsletter';
import { sameText } from './signing';
import { waitingOrders } from './orders/commerce-push';

/** The request carries the staff token (Authorization: Bearer …), compared in constant time. */
export function isStaff(request: FastifyRequest, token: string): boolean {
  return sameText(/^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '', token);
}

/** Without a staff token (API_STAFF_TOKEN) these routes do not exist. */
export function registerStaffRoutes(
  app: FastifyInstance,
  options: { db: Queryable; staffToken?: string; mail: Pick<MailContext, 'publicUrl' | 'secret'> },
): void {
  const { staffToken } = options;
  if (!staffToken) return;
  app.get('/staff/orders/waiting', { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!isStaff(request, staffToken)) return reply.code(401).send(refusal(401, 'invalidRequest', requestLocale(request)));
    return { orders: await waitingOrders(options.db) };
  });
  // The list the store mails its newsletter to: confirmed subscribers only (newsletterRecipients).
  app.get('/staff/newsletter/recipients', { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!isStaff(request, staffToken)) return reply.code(401).send(refusal(401, 'invalidRequest', requestLocale(request)));
    return { recipients: await newsletterRecipients(options.db, options.mail) };
  });
}
