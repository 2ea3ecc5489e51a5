// Owns the CDN of the cluster: Varnish's configuration (the shell's copies and the store API's behind their public ports, round
// robin with health probes, the origin's Cache-Control obeyed, bans by tag from this machine).
import { TAG_HEADER, TAG_PATTERN } from '../../shell/server/freshness/cdnPurge';
import { READ_ONLY_POST_PATHS } from '@storefront/commerce';
import { IDEMPOTENCY_HEADER as IDEMPOTENCY } from '@storefront/validation';

export interface VarnishBackend {
  name: string;
  port: number;
}

export interface VarnishConfig {
  shells: readonly VarnishBackend[];
  apis: readonly VarnishBackend[];
  /** The host the copies listen on (Node's `localhost`; Varnish wants one address). */
  host?: string;
}

/**
 * How long Varnish keeps an idle connection to a copy before closing it: varnishd's backend_idle_timeout, left at its default
 * (60 s). It must stay below the copies' keep-alive (SERVER_TIMEOUTS.keepAliveMs, 72 s, @storefront/mf-config/timeouts), so the
 * copy never closes a connection Varnish is about to send a request on.
 */
export const VARNISH_BACKEND_IDLE_TIMEOUT_MS = 60_000;

const backend = ({ name, port }: VarnishBackend, host: string) => `backend ${name} {
  .host = "${host}";
  .port = "${port}";
  .probe = health;
  .connect_timeout = 1s;
  .first_byte_timeout = 30s;
  .between_bytes_timeout = 10s;
}`;

/** A path segment as a VCL pattern however a client spells it: any case, any letter percent-encoded (the copies decode both). */
const spelled = (word: string) => [...word].map((letter) => `(${letter}|%${letter.charCodeAt(0).toString(16)})`).join('');
/**
 * The copies' metrics and health details (/health/live, /health/ready): for this machine's Prometheus and probes, which ask
 * the copies directly. /health itself stays, the load balancer's probe.
 */
export const INTERNAL_PATHS = `(?i)^/+(${spelled('metrics')}([^a-z0-9_-]|$)|${spelled('health')}(/|%2f))`;

/** The store API's POSTs that read only, as one VCL pattern of their paths (a query string allowed). */
const readOnlyPosts = `^(${READ_ONLY_POST_PATHS.map((path) => path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})([?]|$)`;

/** The VCL of the cluster's CDN (Varnish 6 or later). */
export function clusterVcl({ shells, apis, host = '127.0.0.1' }: VarnishConfig): string {
  const add = (director: string, list: readonly VarnishBackend[]) =>
    list.map(({ name }) => `  ${director}.add_backend(${name});`).join('\n');
  return `vcl 4.1;
# Written by scripts/lib/varnish.ts for \`npm run start:cluster\`: do not edit, it is written again on each start.
import directors;
import std;

# A copy that fails two of its last three health checks gets no request until it passes again (a killed copy: within 2 s).
probe health {
  .url = "/health";
  .interval = 1s;
  .timeout = 1s;
  .window = 3;
  .threshold = 2;
  .initial = 2;
}

${[...shells, ...apis].map((b) => backend(b, host)).join('\n\n')}

# Bans come from this machine only (the release command, the shell's purge): anyone else could empty the cache at will.
acl purgers {
  "127.0.0.1";
  "::1";
}

sub vcl_init {
  new shells = directors.round_robin();
${add('shells', shells)}
  new apis = directors.round_robin();
${add('apis', apis)}
}

sub vcl_recv {
  if (req.method == "BAN" || req.method == "PURGE") {
    if (client.ip !~ purgers) {
      return (synth(403, "Bans are taken from this machine only."));
    }
    if (req.http.${TAG_HEADER} !~ "${TAG_PATTERN.source.replace(/\\/g, '\\\\')}") {
      return (synth(400, "Name one tag in the ${TAG_HEADER} header."));
    }
    # On obj.* only, so the ban lurker drops the matching objects in the background, not the next request.
    # The expression is one word (no quotes: they would be part of the pattern); a tag is a whole word of the header.
    ban("obj.http.${TAG_HEADER} ~ (^|[[:space:]])" + req.http.${TAG_HEADER} + "([[:space:]]|$)");
    return (synth(200, "Banned " + req.http.${TAG_HEADER}));
  }
  # Never at the edge, however the path is spelled: the copies' metrics and health details are this machine's business.
  if (req.url ~ "${INTERNAL_PATHS}") {
    return (synth(404, "Not Found"));
  }
  # One listening address per public origin: the site's port goes to the shell's copies, the API's to the API's.
  if (local.socket == "api") {
    set req.backend_hint = apis.backend();
  } else {
    set req.backend_hint = shells.backend();
  }
  # Campaign parameters change nothing a page shows (the shell's own cache ignores them, ADR 0029): one object for all of them.
  # The browser keeps its address, so its analytics still read them.
  if (req.url ~ "[?&](utm_[a-z]+|fbclid|gclid)=") {
    set req.url = regsuball(req.url, "(?<=[?&])(utm_[a-z]+|fbclid|gclid)=[^&]*(&|$)", "");
    set req.url = regsub(req.url, "[?&]$", "");
  }
  # X-Forwarded-For already ends with the client's address (Varnish appends it): the copies believe one hop (TRUST_PROXY=1).
  if (req.method != "GET" && req.method != "HEAD") {
    # A POST with its idempotency key (an order, a lead), or one that only reads (a quote), may go to the next copy if the
    # first one fails (vcl_backend_error): its body is kept to be sent again, up to the store API's largest (23 MB of files
    # and the form's fields).
    if (req.http.${IDEMPOTENCY} || (local.socket == "api" && req.url ~ "${readOnlyPosts}")) {
      std.cache_req_body(24MB);
      set req.http.X-Retry-Safe = "1";
    } else {
      unset req.http.X-Retry-Safe;
    }
    return (pass);
  }
  if (req.http.Authorization) {
    return (pass);
  }
  # A cookie neither splits nor bypasses the cache: the origin's Cache-Control says what is shared (its public pages render
  # the same for everyone, as its own HTML cache holds them) and what is private, which is never kept below.
  return (hash);
}

sub vcl_backend_response {
  # Kept only what the origin allows a shared cache to keep: s-maxage (or max-age) sets the TTL and stale-while-revalidate the
  # grace (Varnish reads both). Anything else (no Cache-Control, an API answer) is fetched for each request, never coalesced.
  if (beresp.http.Cache-Control !~ "(s-maxage|max-age)=[1-9]") {
    set beresp.uncacheable = true;
    set beresp.ttl = 10s;
    return (deliver);
  }
  # Set-Cookie, private, no-cache and no-store: the built-in logic that follows marks them uncacheable.
}

# A copy that died since its last probe refuses the connection: a GET or HEAD goes to the next copy (round robin) rather than
# answering 503, and so does a POST with its idempotency key (the store API answers a key it has seen with its first
# outcome: an order is charged once, a lead stored once) or one that only reads (a quote). Not another POST: one that timed
# out may have been done.
sub vcl_backend_error {
  if (bereq.retries < 2 && (bereq.method == "GET" || bereq.method == "HEAD" || bereq.http.X-Retry-Safe)) {
    return (retry);
  }
}

sub vcl_deliver {
  if (resp.http.X-Cache) {
    set resp.http.X-Origin-Cache = resp.http.X-Cache;
  }
  if (obj.uncacheable) {
    set resp.http.X-Cache = "PASS";
  } elsif (obj.hits > 0) {
    set resp.http.X-Cache = "HIT";
  } else {
    set resp.http.X-Cache = "MISS";
  }
  unset resp.http.${TAG_HEADER};
}
`;
}
