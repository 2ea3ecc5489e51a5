import { describe, expect, it, vi } from 'vitest';
import { retryPlugin } from './retryPlugin';

const ok = () => new Response('{}', { status: 200 });
const notFound = () => new Response('', { status: 404 });

describe('retry plugin', () => {
  it('retries a failed manifest once and returns the second answer', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetch = vi.fn<typeof globalThis.fetch>().mockResolvedValueOnce(notFound()).mockResolvedValueOnce(ok());
    const plugin = retryPlugin({ delay: 0, fetch });
    const response = await plugin.fetch!('http://localhost:3001/releases/a/mf-manifest.json', {});
    expect(response && 'status' in response ? response.status : 0).toBe(200);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch.mock.calls[1]?.[0]).toMatch(/mf-manifest\.json\?retry=\d+/);
  });

  it('gives up after one retry', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(notFound());
    const plugin = retryPlugin({ delay: 0, fetch });
    await expect(plugin.fetch!('http://x/mf-manifest.json', {})).rejects.toThrow(/after a retry/);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('does not retry a manifest that loaded', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>().mockResolvedValue(ok());
    await retryPlugin({ delay: 0, fetch }).fetch!('http://x/mf-manifest.json', {});
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
