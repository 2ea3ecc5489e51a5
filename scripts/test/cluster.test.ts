// The cluster's layout without its engines: Varnish's configuration, each copy's environment and ports, the engines' arguments,
// PostgreSQL's archiving, and what Prometheus scrapes.
import { describe, expect, it } from 'vitest';
import { SERVICE_PORTS, SHELL } from '@storefront/mf-config/apps';
import { clusterEnv, clusterUrls, engineServices, siteServicesOfCluster, watchServices, type ClusterLayout } from '../lib/clusterServices';
import { ALERT_RULES, prometheusConfig, SCRAPE_JOBS } from '../lib/prometheus';
import { clusterVcl, INTERNAL_PATHS } from '../lib/varnish';

const layout: ClusterLayout = {
  dir: '/repo/.var/cluster',
  engines: {
    postgresBin: '/usr/lib/postgresql/15/bin',
    redisServer: '/usr/bin/redis-server',
    varnishd: '/usr/sbin/varnishd',
    prometheus: '/usr/bin/prometheus',
    promtool: '/usr/bin/promtool',
    varnishExporter: '/usr/bin/prometheus-varnish-exporter',
  },
  postgresUser: { name: 'postgres', uid: 102, gid: 105 },
  apiSecret: 'shared-secret',
  metricsToken: 'metrics-token',
  localCloudAdminToken: 'cloud-token',
  repoRoot: '/repo',
};
// The modules read their ports when loaded (no offset in the test's environment); the cluster's own ports take the env given.
const env = {};

describe("the cluster's CDN (VCL)", () => {
  const vcl = clusterVcl({
    shells: [
      { name: 'shell_1', port: 3041 },
      { name: 'shell_2', port: 3042 },
    ],
    apis: [
      { name: 'api_1', port: 3011 },
      { name: 'api_2', port: 3012 },
    ],
  });

  it('puts each copy behind its round-robin director, probed on /health', () => {
    for (const [name, port] of [
      ['shell_1', 3041],
      ['shell_2', 3042],
      ['api_1', 3011],
      ['api_2', 3012],
    ] as const) {
      expect(vcl).toContain(`backend ${name} {\n  .host = "127.0.0.1";\n  .port = "${port}";\n  .probe = health;`);
    }
    expect(vcl).toContain('shells.add_backend(shell_1);\n  shells.add_backend(shell_2);');
    expect(vcl).toContain('apis.add_backend(api_1);\n  apis.add_backend(api_2);');
    expect(vcl).toMatch(/probe health \{\n {2}\.url = "\/health";/);
  });

  it('routes by listening address, passes anything but GET and HEAD, and bans by one checked tag from this machine only', () => {
    expect(vcl).toContain('if (local.socket == "api") {\n    set req.backend_hint = apis.backend();');
    // Passed; a POST that may be sent again (its idempotency key, or a quote that only reads) keeps its body for a retry.
    expect(vcl).toContain(
      'if (req.http.idempotency-key || (local.socket == "api" && req.url ~ "^(/orders/quote)([?]|$)")) {\n      std.cache_req_body(24MB);\n      set req.http.X-Retry-Safe = "1";\n    } else {\n      unset req.http.X-Retry-Safe;\n    }\n    return (pass);',
    );
    expect(vcl).toContain('if (client.ip !~ purgers) {');
    expect(vcl).toContain('if (req.http.xkey !~ "^[a-z0-9][a-z0-9._-]{0,62}$") {');
    // No quotes inside the ban's pattern: Varnish would keep them as part of it and the ban would match nothing.
    expect(vcl).toContain('ban("obj.http.xkey ~ (^|[[:space:]])" + req.http.xkey + "([[:space:]]|$)");');
  });

  it("keeps only what the origin's Cache-Control lets a shared cache keep, and never lets a GET or a keyed POST fail on a copy that just died", () => {
    expect(vcl).toContain('if (beresp.http.Cache-Control !~ "(s-maxage|max-age)=[1-9]") {\n    set beresp.uncacheable = true;');
    expect(vcl).toContain(
      'if (bereq.retries < 2 && (bereq.method == "GET" || bereq.method == "HEAD" || bereq.http.X-Retry-Safe)) {\n    return (retry);',
    );
    expect(vcl).toContain('unset resp.http.xkey;');
    expect(vcl).toContain('set req.url = regsuball(req.url, "(?<=[?&])(utm_[a-z]+|fbclid|gclid)=[^&]*(&|$)", "");');
  });
});

describe("the cluster's edge keeps the copies' metrics and health details to this machine", () => {
  // Varnish reads the pattern with PCRE: (?i) there is JavaScript's i flag.
  const internal = new RegExp(INTERNAL_PATHS.replace('(?i)', ''), 'i');

  it('answers 404 for /metrics and /health/*, however spelled, before any routing', () => {
    for (const url of [
      '/metrics',
      '/METRICS',
      '/%6detrics',
      '/m%65trics?x=1',
      '//metrics',
      '/metrics/',
      '/health/ready',
      '/health/live',
      '/Health%2Fready',
    ])
      expect(url, url).toMatch(internal);
    const vcl = clusterVcl({ shells: [{ name: 'shell_1', port: 3041 }], apis: [{ name: 'api_1', port: 3011 }] });
    const rule = vcl.indexOf(`if (req.url ~ "${INTERNAL_PATHS}") {\n    return (synth(404, "Not Found"));`);
    expect(rule).toBeGreaterThan(0);
    expect(rule).toBeLessThan(vcl.indexOf('set req.backend_hint'));
  });

  it('still passes the load balancer’s /health and every page', () => {
    for (const url of ['/health', '/health?probe=1', '/metricsx', '/fr/metrics', '/fr/produits/health', '/fr'])
      expect(url, url).not.toMatch(internal);
  });
});

describe("the cluster's Prometheus", () => {
  const config = JSON.parse(
    prometheusConfig({
      apis: [
        { name: 'api-1', port: 3011 },
        { name: 'api-2', port: 3012 },
      ],
      shells: [
        { name: 'shell-1', port: 3041 },
        { name: 'shell-2', port: 3042 },
      ],
      varnishExporterPort: 3054,
      prometheusPort: 3053,
      tokenFile: '/repo/.var/cluster/metrics-token',
    }).replace(/^#.*\n/, ''),
  ) as {
    global: Record<string, string>;
    rule_files: string[];
    scrape_configs: {
      job_name: string;
      metrics_path?: string;
      authorization?: Record<string, string>;
      static_configs: { targets: string[]; labels?: Record<string, string> }[];
    }[];
  };
  const job = (name: string) => config.scrape_configs.find((scrape) => scrape.job_name === name);

  it('scrapes every copy of the store API and of the shell with the metrics token, each named by a copy label', () => {
    expect(config.scrape_configs.map((scrape) => scrape.job_name)).toEqual([...SCRAPE_JOBS]);
    for (const [name, copies] of [
      ['api', { 'api-1': '127.0.0.1:3011', 'api-2': '127.0.0.1:3012' }],
      ['shell', { 'shell-1': '127.0.0.1:3041', 'shell-2': '127.0.0.1:3042' }],
    ] as const) {
      expect(job(name)).toMatchObject({
        metrics_path: '/metrics',
        authorization: { type: 'Bearer', credentials_file: '/repo/.var/cluster/metrics-token' },
      });
      expect(Object.fromEntries(job(name)!.static_configs.map((target) => [target.labels?.copy, target.targets.join()]))).toEqual(copies);
    }
  });

  it("scrapes Varnish through its exporter and itself, every 5 s, with the repository's alert rules", () => {
    expect(job('varnish')?.static_configs).toEqual([{ targets: ['127.0.0.1:3054'] }]);
    expect(job('prometheus')?.static_configs).toEqual([{ targets: ['127.0.0.1:3053'] }]);
    expect(job('varnish')?.authorization).toBeUndefined();
    expect(config.global).toMatchObject({ scrape_interval: '5s', scrape_timeout: '4s', evaluation_interval: '5s' });
    expect(config.rule_files).toEqual([ALERT_RULES]);
    expect(ALERT_RULES).toMatch(/scripts\/cluster\/prometheus\/alerts\.yml$/);
  });

  it('runs Prometheus and the exporter on this machine only, the exporter reading the cluster’s Varnish by its work folder', () => {
    const [prometheus, exporter] = watchServices(layout, { STOREFRONT_PORT_OFFSET: '200' });
    expect(prometheus).toMatchObject({
      name: 'prometheus',
      executable: '/usr/bin/prometheus',
      args: [
        '--config.file=/repo/.var/cluster/prometheus/prometheus.yml',
        '--storage.tsdb.path=/repo/.var/cluster/prometheus/data',
        '--storage.tsdb.retention.time=15d',
        '--web.listen-address=127.0.0.1:3253',
        '--log.level=warn',
      ],
      health: ['http://127.0.0.1:3253/-/ready'],
    });
    expect(exporter).toMatchObject({
      name: 'varnish-exporter',
      executable: '/usr/bin/prometheus-varnish-exporter',
      args: ['-n', '/repo/.var/cluster/varnish', '-web.listen-address', '127.0.0.1:3254', '-web.health-path', '/health', '-raw'],
      health: ['http://127.0.0.1:3254/health'],
    });
  });
});

describe("the cluster's processes", () => {
  it('runs PostgreSQL as its user on its own port and folder, stopped fast; Redis without persistence', () => {
    const [postgres, redis] = engineServices(layout, { STOREFRONT_PORT_OFFSET: '200' });
    expect(postgres).toMatchObject({
      executable: '/usr/lib/postgresql/15/bin/postgres',
      args: [
        '-D',
        '/repo/.var/cluster/postgres',
        '-p',
        '3250',
        '-k',
        '/repo/.var/cluster/postgres-run',
        '-c',
        'listen_addresses=127.0.0.1',
        '-c',
        'wal_level=replica',
        '-c',
        'archive_mode=on',
        '-c',
        "archive_command=test ! -f '/repo/.var/cluster/backups/wal'/%f && cp %p '/repo/.var/cluster/backups/wal'/%f",
        '-c',
        'archive_timeout=60s',
      ],
      user: { uid: 102, gid: 105 },
      stopSignal: 'SIGINT',
      health: ['tcp://127.0.0.1:3250'],
    });
    expect(redis?.args).toEqual([
      '--port',
      '3251',
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--dir',
      '/repo/.var/cluster/redis',
    ]);
  });

  it('gives each copy its own port and the public origins, and both API copies the same database, Redis, secret and bucket', () => {
    const services = siteServicesOfCluster(layout, env);
    const byName = Object.fromEntries(services.map((service) => [service.name, service]));
    expect(Object.keys(byName)).toEqual(['cdn', 'cloud', 'payments', 'shell-1', 'shell-2', 'api-1', 'api-2', 'varnish']);
    expect([
      byName['shell-1']?.env?.PORT,
      byName['shell-2']?.env?.PORT,
      byName['api-1']?.env?.API_PORT,
      byName['api-2']?.env?.API_PORT,
    ]).toEqual(['3041', '3042', '3011', '3012']);
    const urls = clusterUrls(env);
    for (const name of ['shell-1', 'shell-2'])
      expect(byName[name]?.env).toMatchObject({
        STOREFRONT_SITE_ORIGIN: urls.site,
        SHELL_TRUST_PROXY: '1',
        STOREFRONT_CDN_PURGE_URL: urls.purge,
      });
    const { API_PORT: _one, ...first } = byName['api-1']?.env ?? {};
    const { API_PORT: _two, ...second } = byName['api-2']?.env ?? {};
    expect(first).toEqual(second);
    expect(first).toMatchObject({
      API_PUBLIC_URL: urls.api,
      API_TRUST_PROXY: '1',
      DATABASE_URL: urls.databaseUrl,
      API_ATTACHMENT_BUCKET: 'demo-storefront-private',
      API_STORAGE_TOKEN: 'cloud-token',
    });
    expect(clusterEnv(layout, env)).toMatchObject({
      API_SECRET: 'shared-secret',
      METRICS_TOKEN: 'metrics-token',
      REDIS_URL: urls.redisUrl,
      STOREFRONT_POINTER_URL: urls.pointer,
      LOCAL_CLOUD_ADMIN_TOKEN: 'cloud-token',
    });
    // Varnish takes the site's and the API's public ports.
    expect(byName.varnish?.args).toEqual([
      '-F',
      '-n',
      '/repo/.var/cluster/varnish',
      '-a',
      `shell=localhost:${SHELL.port}`,
      '-a',
      `api=localhost:${SERVICE_PORTS.api}`,
      '-f',
      '/repo/.var/cluster/cluster.vcl',
      '-s',
      'malloc,256m',
    ]);
  });
});
