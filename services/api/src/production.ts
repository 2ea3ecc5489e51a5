// Owns what the store API refuses in production (NODE_ENV=production): each setting that would take orders without money,
// sign with a weak secret, believe forged addresses, keep mail or data on one copy, or name this machine to the world, is
// one line that starts with its variable's name.
import addressparser from 'nodemailer/lib/addressparser';
import { parseConnectionUrl } from 'nodemailer/lib/shared';
import { mailboxOf } from '@storefront/validation';
import { proxyTrustProblem } from '@storefront/mf-config/proxy-trust';
import {
  everyServerProblems,
  httpsAddressFault,
  httpsAddressProblem,
  integerWarnings,
  isProduction,
  secretProblem,
  type Env,
} from '@storefront/mf-config/settings';
import { API_NUMBERS, merchantOf, type ApiConfig } from './config';

/** The variable by which the operator says exactly one copy runs, so its limits need no Redis. */
export const SINGLE_COPY_VARIABLE = 'API_SINGLE_COPY';

/** Outside production, what was unreadable and which default is used instead (logged at start). */
export const settingWarnings = (env: Env): string[] => integerWarnings(env, Object.values(API_NUMBERS));

/** Domains that never receive mail: the reserved ones (RFC 2606, RFC 6761) and mDNS's .local. */
const NOT_A_MAIL_DOMAIN = /(^|\.)(local|localhost|test|example|invalid)$/i;

/**
 * One mailbox (a display name allowed, as MAIL_FROM has one) on a domain that receives mail: the address itself by the one
 * rule every address of the site follows (@storefront/validation's mailboxOf), and not a reserved or local name.
 */
export function mailboxProblem(variable: string, value: string | undefined, whenMissing: string | null): string | null {
  if (!value) return whenMissing === null ? null : `${variable} is not set: ${whenMissing}`;
  const entries = addressparser(value);
  const only = entries.length === 1 ? entries[0] : undefined;
  if (!only?.address) return `${variable} must be one mailbox (Name <address@domain>), not "${value}".`;
  const mailbox = mailboxOf(only.address);
  if (!mailbox) return `${variable} must be one mailbox on a real domain, not "${value}".`;
  const domain = mailbox.slice(mailbox.lastIndexOf('@') + 1);
  if (NOT_A_MAIL_DOMAIN.test(domain))
    return `${variable} is on ${domain}, a domain that receives no mail: replies and bounces would be lost.`;
  return null;
}

/**
 * The mail server: production sends (no .eml files on one copy's disk) over TLS, either from the first byte (smtps://, port
 * 465) or upgraded and required (smtp://…?requireTLS=true, STARTTLS on 587), and checks the server's certificate.
 * nodemailer reads these options from the URL's query (parseConnectionUrl), which is what it is given.
 */
export function smtpProblem(value: string | undefined): string | null {
  if (!value) return 'SMTP_URL is not set: mails would be written to this copy’s disk and none would leave.';
  if (!/^smtps?:\/\//i.test(value)) return 'SMTP_URL must be an smtps:// or smtp:// address.';
  const options = parseConnectionUrl(value);
  if (!options.host) return 'SMTP_URL names no host.';
  if (options.ignoreTLS === true) return 'SMTP_URL has ignoreTLS=true: mails would be sent in clear.';
  if (options.tls?.rejectUnauthorized === false)
    return 'SMTP_URL has tls.rejectUnauthorized=false: any server could pose as the mail server.';
  if (!options.secure && options.requireTLS !== true)
    return 'SMTP_URL must require TLS: smtps://… (port 465) or smtp://…?requireTLS=true (STARTTLS); mails and the password would cross the network in clear.';
  return null;
}

/** Origins allowed by CORS: each the site's own https origin, never `*` or this machine. */
function allowedOriginsProblem(value: string | undefined): string | null {
  if (!value) return 'API_ALLOWED_ORIGINS is not set: only this machine’s site would be allowed (http://localhost).';
  const wrong = value
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean)
    .filter((origin) => origin === '*' || httpsAddressFault(origin) !== null || new URL(origin).origin !== origin);
  return wrong.length ? `API_ALLOWED_ORIGINS must list https origins of the site (https://host, no path), not: ${wrong.join(', ')}.` : null;
}

/** The seller the contracts and receipts name (Consumer Protection Act s. 54.4; Revenu Québec's invoice rules), not the seed's. */
function merchantProblems(env: Env): string[] {
  const seed = merchantOf({});
  const problems: string[] = [];
  const required = (variable: string, seedValue: string, what: string) => {
    const value = env[variable]?.trim();
    if (!value) problems.push(`${variable} is not set: contracts and receipts would name the seed’s ${what}.`);
    else if (value === seedValue) problems.push(`${variable} is the seed’s example (${seedValue}): name the store’s own ${what}.`);
    return value && value !== seedValue ? value : null;
  };
  required('STORE_LEGAL_NAME', seed.legalName, 'legal name');
  required('STORE_PHONE', seed.phone, 'phone');
  const gst = required('STORE_GST_NUMBER', seed.gstNumber, 'GST number');
  if (gst && !/^\d{9} ?RT ?\d{4}$/.test(gst))
    problems.push(`STORE_GST_NUMBER must read like 123456789 RT0001 (9 digits, RT, 4 digits), not "${gst}".`);
  const qst = required('STORE_QST_NUMBER', seed.qstNumber, 'QST number');
  if (qst && !/^\d{10} ?TQ ?\d{4}$/.test(qst))
    problems.push(`STORE_QST_NUMBER must read like 1234567890 TQ0001 (10 digits, TQ, 4 digits), not "${qst}".`);
  return problems;
}

/**
 * Production fails closed: each thing that would take money without a real provider, sign with a weak secret, accept
 * unverified requests, believe forged addresses, lose mail, or call a stand-in is one line here. STOREFRONT_STACK=local lifts
 * nothing: in production it is itself a problem.
 */
/** The relying party's id must be the console's host or a domain it belongs to, or no browser will use the passkeys. */
export function staffRpIdProblem(staff: ApiConfig['staff']): string | null {
  const host = new URL(staff.origin).hostname;
  return host === staff.rpId || host.endsWith(`.${staff.rpId}`)
    ? null
    : `STAFF_RP_ID=${staff.rpId} is not STAFF_ORIGIN's host (${host}) nor a domain it belongs to: no browser would offer the staff's passkeys.`;
}

export function productionProblems(config: ApiConfig, env: Env): string[] {
  if (!isProduction(env)) return [];
  const problems = [
    ...everyServerProblems(env, { numbers: Object.values(API_NUMBERS), singleCopyVariable: SINGLE_COPY_VARIABLE }),
    config.braintree.environment !== 'production'
      ? 'BRAINTREE_ENVIRONMENT must be production: the sandbox or the local stand-in would take orders without taking money.'
      : null,
    env.BRAINTREE_MERCHANT_ACCOUNT_ID
      ? null
      : 'BRAINTREE_MERCHANT_ACCOUNT_ID is not set: sales would settle in Braintree’s default merchant account, whatever its currency.',
    secretProblem('API_SECRET', env.API_SECRET, 'links and order keys would be signed with a secret of this copy only.'),
    secretProblem('API_STAFF_TOKEN', env.API_STAFF_TOKEN, null),
    // The local cloud's admin secret opens the bucket when it stands in for the storage token.
    config.attachmentStorage?.endpoint && !env.API_STORAGE_TOKEN
      ? secretProblem('LOCAL_CLOUD_ADMIN_TOKEN', env.LOCAL_CLOUD_ADMIN_TOKEN, null)
      : null,
    env.DATABASE_URL ? null : 'DATABASE_URL is not set: orders and leads would go to an embedded database on this copy’s disk.',
    config.attachmentStorage
      ? null
      : 'API_ATTACHMENT_BUCKET is not set: attachments would stay on this copy’s disk, out of reach of the others.',
    httpsAddressProblem('API_STORAGE_ENDPOINT', env.API_STORAGE_ENDPOINT, null),
    smtpProblem(env.SMTP_URL),
    mailboxProblem('MAIL_FROM', env.MAIL_FROM, 'mails would come from the seed’s no-reply@piscinessoleil.local.'),
    mailboxProblem('STORE_EMAIL', env.STORE_EMAIL, 'leads would go to the seed’s ventes@piscinessoleil.local.'),
    mailboxProblem('STORE_CONTACT_EMAIL', env.STORE_CONTACT_EMAIL, null),
    ...merchantProblems(env),
    httpsAddressProblem('API_PUBLIC_URL', env.API_PUBLIC_URL, 'unsubscribe links in mails would name http://localhost.'),
    httpsAddressProblem('SITE_URL', env.SITE_URL, 'booking mails would link to this machine’s shell.'),
    httpsAddressProblem('STAFF_ORIGIN', env.STAFF_ORIGIN, 'staff passkeys would be bound to this machine’s console (http://localhost).'),
    staffRpIdProblem(config.staff),
    allowedOriginsProblem(env.API_ALLOWED_ORIGINS),
    proxyTrustProblem(config.trustProxy, 'API_TRUST_PROXY'),
    config.appCheck ? null : 'APP_CHECK_PROJECT_NUMBER is not set: orders and forms would be accepted without App Check verification.',
    config.appCheck && !config.appCheck.appIds?.length
      ? 'APP_CHECK_APP_IDS is empty: tokens of any app of the project would be taken; name the site’s web app ids.'
      : null,
    httpsAddressProblem('APP_CHECK_JWKS_URL', env.APP_CHECK_JWKS_URL, null),
    env.FIREBASE_PROJECT_ID ? null : 'FIREBASE_PROJECT_ID is not set: quotes would be priced from the local cloud’s catalogue.',
    env.SHOPIFY_DOMAIN ? null : 'SHOPIFY_DOMAIN is not set: carts would be priced by the local cloud.',
    env.SHOPIFY_DOMAIN && !env.SHOPIFY_STOREFRONT_TOKEN
      ? 'SHOPIFY_STOREFRONT_TOKEN is not set: Shopify would refuse to price carts.'
      : null,
    env.SHOPIFY_DOMAIN && !env.SHOPIFY_ADMIN_TOKEN ? 'SHOPIFY_ADMIN_TOKEN is not set: paid orders would never reach Shopify.' : null,
    httpsAddressProblem('SHOPIFY_API_ORIGIN', env.SHOPIFY_API_ORIGIN, null),
  ];
  return problems.filter((problem): problem is string => problem !== null);
}
