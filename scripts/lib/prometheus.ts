// Owns the cluster's Prometheus: its configuration (each copy of the store API and of the shell, Varnish's exporter and itself,
// scraped every 5 s), where its alert rules and their tests are, promtool's checks of them, and reading its targets and alerts.
import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from './paths';

/** The rules Prometheus loads, and their unit tests (`promtool test rules`). */
export const ALERT_RULES = resolve(repoRoot, 'scripts/cluster/prometheus/alerts.yml');
export const ALERT_RULE_TESTS = resolve(repoRoot, 'scripts/cluster/prometheus/alerts.test.yml');
/** Short, so that the chaos suite sees an alert within half a minute of its cause. */
export const SCRAPE_SECONDS = 5;

export interface ScrapedCopy {
  /** The copy's name in the cluster (api-1, shell-2): a `copy` label on its series. */
  name: string;
  port: number;
}

export interface PrometheusTargets {
  apis: readonly ScrapedCopy[];
  shells: readonly ScrapedCopy[];
  varnishExporterPort: number;
  prometheusPort: number;
  /** The file that holds METRICS_TOKEN: the copies answer /metrics to that bearer token only. */
  tokenFile: string;
  rules?: readonly string[];
}

/** The copies' jobs (their /metrics behind the token), Varnish's exporter and Prometheus itself. */
export const SCRAPE_JOBS = ['api', 'shell', 'varnish', 'prometheus'] as const;

/**
 * prometheus.yml, written as JSON (YAML's subset: Prometheus reads it as it is, and nothing is hand-quoted). The token is
 * read from its file at each scrape, so the configuration holds no secret.
 */
export function prometheusConfig(targets: PrometheusTargets): string {
  const host = (port: number) => `127.0.0.1:${port}`;
  const copies = (job: 'api' | 'shell', list: readonly ScrapedCopy[]) => ({
    job_name: job,
    metrics_path: '/metrics',
    authorization: { type: 'Bearer', credentials_file: targets.tokenFile },
    static_configs: list.map((copy) => ({ targets: [host(copy.port)], labels: { copy: copy.name } })),
  });
  const config = {
    global: {
      scrape_interval: `${SCRAPE_SECONDS}s`,
      scrape_timeout: `${SCRAPE_SECONDS - 1}s`,
      evaluation_interval: `${SCRAPE_SECONDS}s`,
      external_labels: { cluster: 'storefront-local' },
    },
    rule_files: [...(targets.rules ?? [ALERT_RULES])],
    scrape_configs: [
      copies('api', targets.apis),
      copies('shell', targets.shells),
      { job_name: 'varnish', static_configs: [{ targets: [host(targets.varnishExporterPort)] }] },
      { job_name: 'prometheus', static_configs: [{ targets: [host(targets.prometheusPort)] }] },
    ],
  };
  return `# Written by scripts/lib/prometheus.ts for \`npm run start:cluster\`: do not edit, it is written again on each start.\n${JSON.stringify(config, null, 2)}\n`;
}

const exec = promisify(execFile);

/** `promtool check rules` and `promtool test rules`: what each says, or the first failure's output. */
export async function checkAlertRules(promtool: string): Promise<{ check: string; test: string }> {
  const run = async (args: string[]) => {
    try {
      const { stdout, stderr } = await exec(promtool, args, { cwd: resolve(ALERT_RULE_TESTS, '..') });
      return `${stdout}${stderr}`.trim();
    } catch (error) {
      const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
      throw new Error(`promtool ${args.join(' ')} failed:\n${`${stdout}${stderr}`.trim()}`, { cause: error });
    }
  };
  return { check: await run(['check', 'rules', ALERT_RULES]), test: await run(['test', 'rules', ALERT_RULE_TESTS]) };
}

export interface Target {
  job: string;
  instance: string;
  health: 'up' | 'down' | 'unknown';
  lastError: string;
}

export interface Alert {
  name: string;
  state: 'pending' | 'firing';
  labels: Record<string, string>;
}

async function api<T>(prometheusUrl: string, path: string): Promise<T> {
  const response = await fetch(`${prometheusUrl}${path}`, { signal: AbortSignal.timeout(5_000) });
  if (!response.ok) throw new Error(`Prometheus ${path}: ${response.status}`);
  return ((await response.json()) as { data: T }).data;
}

/** The targets Prometheus scrapes, with the health of its last scrape. */
export async function targets(prometheusUrl: string): Promise<Target[]> {
  const data = await api<{ activeTargets: { labels: Record<string, string>; health: Target['health']; lastError: string }[] }>(
    prometheusUrl,
    '/api/v1/targets?state=active',
  );
  return data.activeTargets.map((target) => ({
    job: target.labels.job ?? '',
    instance: target.labels.instance ?? '',
    health: target.health,
    lastError: target.lastError,
  }));
}

/** An instant query's series: their labels and value. */
export async function query(prometheusUrl: string, expr: string): Promise<{ labels: Record<string, string>; value: number }[]> {
  const data = await api<{ result: { metric: Record<string, string>; value: [number, string] }[] }>(
    prometheusUrl,
    `/api/v1/query?query=${encodeURIComponent(expr)}`,
  );
  return data.result.map((series) => ({ labels: series.metric, value: Number(series.value[1]) }));
}

/** The alerts pending or firing now. */
export async function activeAlerts(prometheusUrl: string): Promise<Alert[]> {
  const data = await api<{ alerts: { labels: Record<string, string>; state: Alert['state'] }[] }>(prometheusUrl, '/api/v1/alerts');
  return data.alerts.map((alert) => ({ name: alert.labels.alertname ?? '', state: alert.state, labels: alert.labels }));
}

/**
 * Polls Prometheus until an alert is firing (`firing: true`) or no longer active at all (`firing: false`); answers how long it
 * took, or throws after the timeout naming what it last saw.
 */
export async function waitForAlert(prometheusUrl: string, name: string, firing: boolean, timeoutMs: number): Promise<number> {
  const started = performance.now();
  let seen: string;
  for (;;) {
    const alerts = await activeAlerts(prometheusUrl).catch((error: Error) => error);
    if (!(alerts instanceof Error)) {
      const mine = alerts.filter((alert) => alert.name === name);
      seen = mine.length ? mine.map((alert) => alert.state).join(', ') : 'inactive';
      if (firing ? mine.some((alert) => alert.state === 'firing') : mine.length === 0) return performance.now() - started;
    } else seen = alerts.message;
    if (performance.now() - started > timeoutMs)
      throw new Error(`${name} not ${firing ? 'firing' : 'cleared'} within ${timeoutMs / 1000} s (last seen: ${seen})`);
    await new Promise((done) => setTimeout(done, 1_000));
  }
}
