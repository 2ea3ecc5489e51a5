import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RuntimeConfig } from '@storefront/contracts';
import { appIntegrity, IntegrityUnavailable, recaptchaDisclaimer } from './app-integrity';

const config = { apiBaseUrl: 'http://localhost:3010', firebase: { apiKey: 'k', projectId: 'p', storageBucket: 'b' } } as RuntimeConfig;
const page = globalThis as Record<symbol, unknown>;

afterEach(() => {
  vi.unstubAllGlobals();
  delete page[Symbol.for('storefront.appIntegrity')];
});

describe('app integrity in the browser', () => {
  it('locally: the store API issues the token, reused until a minute before it expires, one provider per page', async () => {
    let now = 1_000_000;
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    const fetch = vi.fn(async (_url: URL, _init?: RequestInit) =>
      Response.json({ token: `t${fetch.mock.calls.length}`, expiresAt: now + 3_600_000 }),
    );
    vi.stubGlobal('fetch', fetch);
    const integrity = appIntegrity(config);
    expect(appIntegrity(config)).toBe(integrity);
    expect(await integrity.getToken()).toBe('t1');
    expect(await integrity.getToken()).toBe('t1');
    expect(String(fetch.mock.calls[0]?.[0])).toBe('http://localhost:3010/integrity/token');
    now += 3_600_000 - 59_000;
    expect(await integrity.getToken()).toBe('t2');
    vi.restoreAllMocks();
  });

  it('says why there is no token: the API down (0) or refusing (its status)', async () => {
    vi.stubGlobal('fetch', async () => new Response('', { status: 429 }));
    await expect(appIntegrity(config).getToken()).rejects.toEqual(new IntegrityUnavailable(429));
    delete page[Symbol.for('storefront.appIntegrity')];
    vi.stubGlobal('fetch', async () => Promise.reject(new TypeError('fetch failed')));
    await expect(appIntegrity(config).getToken()).rejects.toMatchObject({ status: 0 });
  });

  it('shows Google’s disclaimer with its privacy and terms links, in both languages', () => {
    expect(recaptchaDisclaimer('en')).toEqual([
      { text: 'This site is protected by reCAPTCHA and the Google ' },
      { text: 'Privacy Policy', href: 'https://policies.google.com/privacy?hl=en' },
      { text: ' and ' },
      { text: 'Terms of Service', href: 'https://policies.google.com/terms?hl=en' },
      { text: ' apply.' },
    ]);
    expect(
      recaptchaDisclaimer('fr')
        .map((part) => part.text)
        .join(''),
    ).toBe('Ce site est protégé par reCAPTCHA, et les règles de confidentialité et les conditions d’utilisation de Google s’appliquent.');
  });
});
