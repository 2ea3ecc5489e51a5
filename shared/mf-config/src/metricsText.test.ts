// The test suites' reader of /metrics: samples by name and labels from Prometheus's text format, and a scrape that refuses
// anything but the format. Exposition as prom-client writes it: https://prometheus.io/docs/instrumenting/exposition_formats/
import { describe, expect, it } from 'vitest';
import { readMetricsText, scrape, type Injectable } from './metricsText';

const EXPOSITION = [
  '# HELP storefront_forms_total Forms received, by form and outcome.',
  '# TYPE storefront_forms_total counter',
  'storefront_forms_total{form="contact",outcome="accepted"} 3',
  'storefront_forms_total{form="contact",outcome="refused"} 1',
  'storefront_outbox_depth 0',
  'http_request_duration_seconds_bucket{le="+Inf",route="/fr"} 12',
  'storefront_odd{path="a \\"quoted\\" \\\\ value\\nwith a line"} 2.5',
  'process_max_fds +Inf',
  '',
].join('\n');

describe('readMetricsText', () => {
  it('finds a sample by its name and all its labels, and reads 0 for a series that does not exist', () => {
    const sample = readMetricsText(EXPOSITION);
    expect(sample('storefront_forms_total', { form: 'contact', outcome: 'accepted' })).toBe(3);
    expect(sample('storefront_forms_total', { outcome: 'refused', form: 'contact' })).toBe(1);
    expect(sample('storefront_outbox_depth')).toBe(0);
    expect(sample('http_request_duration_seconds_bucket', { le: '+Inf', route: '/fr' })).toBe(12);
    expect(sample('storefront_forms_total', { form: 'careers', outcome: 'accepted' })).toBe(0);
    // Some of the labels is not the series: the count is the one asked for, or none.
    expect(sample('http_request_duration_seconds_bucket', { route: '/fr' })).toBe(0);
  });

  it('undoes the escapes of a label value and reads infinite values', () => {
    const sample = readMetricsText(EXPOSITION);
    expect(sample('storefront_odd', { path: 'a "quoted" \\ value\nwith a line' })).toBe(2.5);
    expect(sample('process_max_fds')).toBe(Infinity);
  });

  it('throws on a line that is not a sample, and on a name and labels that match two', () => {
    expect(() => readMetricsText('storefront_forms_total{form="contact"}')).toThrow(/not a sample/);
    const twice = readMetricsText('storefront_up 1\nstorefront_up 1\n');
    expect(() => twice('storefront_up')).toThrow(/names 2 samples/);
  });
});

describe('scrape', () => {
  const server = (statusCode: number, type: string, seen: unknown[] = []): Injectable => ({
    inject: async (options) => {
      seen.push(options);
      return { statusCode, headers: { 'content-type': type }, body: EXPOSITION };
    },
  });

  it('GETs /metrics, with the bearer token when given, and reads the answer', async () => {
    const seen: unknown[] = [];
    const sample = await scrape(server(200, 'text/plain; version=0.0.4; charset=utf-8', seen), 'metrics-token');
    expect(sample('storefront_forms_total', { form: 'contact', outcome: 'accepted' })).toBe(3);
    expect(seen).toEqual([{ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer metrics-token' } }]);
  });

  it('throws on a refusal and on an answer that is not Prometheus’s text format', async () => {
    await expect(scrape(server(403, 'application/json'))).rejects.toThrow(/answered 403/);
    await expect(scrape(server(200, 'application/openmetrics-text; version=1.0.0'))).rejects.toThrow(/not Prometheus's text format/);
  });
});
