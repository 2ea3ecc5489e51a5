// Test support: reads a server's /metrics as Prometheus would (the store API's, the shell's), GET it, then pick one sample by
// its name and labels. The text format: https://prometheus.io/docs/instrumenting/exposition_formats/#text-based-format

/** A sample's value by its name and all its labels; 0 when the series does not exist. */
export type Scrape = (name: string, labels?: Record<string, string>) => number;

/** What scrape needs of a server: Fastify's inject (structural, so this package does not depend on Fastify). */
export interface Injectable {
  inject(options: { method: 'GET'; url: string; headers?: Record<string, string> }): PromiseLike<{
    statusCode: number;
    headers: Record<string, string | string[] | number | undefined>;
    body: string;
  }>;
}

const SAMPLE = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/;
const LABEL = /(\w+)="((?:[^"\\]|\\.)*)"/g;

function labelsOf(text: string): Record<string, string> {
  const labels: Record<string, string> = {};
  // A label's value escapes \, " and the line feed.
  for (const [, key, value] of text.matchAll(LABEL)) labels[key!] = value!.replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c));
  return labels;
}

function valueOf(text: string): number {
  if (text === '+Inf') return Infinity;
  if (text === '-Inf') return -Infinity;
  return Number(text);
}

/** Reads a whole exposition; a line that is neither a comment nor a sample throws, as does a name and labels that match two. */
export function readMetricsText(text: string): Scrape {
  const samples = text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const match = SAMPLE.exec(line);
      if (!match) throw new Error(`not a sample: ${line}`);
      return { name: match[1]!, labels: labelsOf(match[2] ?? ''), value: valueOf(match[3]!) };
    });
  return (name, labels = {}) => {
    const found = samples.filter(
      (sample) =>
        sample.name === name &&
        Object.keys(labels).length === Object.keys(sample.labels).length &&
        Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
    );
    if (found.length > 1) throw new Error(`${name} ${JSON.stringify(labels)} names ${found.length} samples`);
    return found[0]?.value ?? 0;
  };
}

/** One scrape of /metrics (from loopback, with the token if given); anything but 200 in Prometheus's text format throws. */
export async function scrape(app: Injectable, token?: string): Promise<Scrape> {
  const response = await app.inject({
    method: 'GET',
    url: '/metrics',
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
  });
  if (response.statusCode !== 200) throw new Error(`/metrics answered ${response.statusCode}: ${response.body}`);
  const type = String(response.headers['content-type']);
  if (!/^text\/plain; version=0\.0\.4/.test(type)) throw new Error(`/metrics is not Prometheus's text format: ${type}`);
  return readMetricsText(response.body);
}
