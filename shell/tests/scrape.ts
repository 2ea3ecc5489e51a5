// Reads the shell server's /metrics as Prometheus would: GET it, then pick one sample by its name and labels.
// The text format: https://prometheus.io/docs/instrumenting/exposition_formats/#text-based-format
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

export type Scrape = (name: string, labels?: Record<string, string>) => number;

function labelsOf(text: string): Record<string, string> {
  const labels: Record<string, string> = {};
  for (const [, key, value] of text.matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) labels[key!] = value!.replace(/\\(.)/g, '$1');
  return labels;
}

/** One scrape of /metrics (from loopback, with the token if given): a sample's value, 0 when the series does not exist. */
export async function scrape(app: FastifyInstance, token?: string): Promise<Scrape> {
  const response = await app.inject({
    method: 'GET',
    url: '/metrics',
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  const samples = response.body
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const match = /^(\w+)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`not a sample: ${line}`);
      return { name: match[1]!, labels: labelsOf(match[2] ?? ''), value: Number(match[3]) };
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
