import { describe, expect, it } from 'vitest';
import { fastifyTrustProxy, parseProxyTrust, proxyTrustProblem } from './proxyTrust';

describe('the proxy rule', () => {
  it('reads a number of hops, a list of addresses, true, or nothing', () => {
    expect(parseProxyTrust(undefined)).toBe(false);
    expect(parseProxyTrust('')).toBe(false);
    expect(parseProxyTrust('0')).toBe(false);
    expect(parseProxyTrust('1')).toBe(1);
    expect(parseProxyTrust(' 2 ')).toBe(2);
    expect(parseProxyTrust('10.0.0.0/8, 192.168.1.4,,')).toEqual(['10.0.0.0/8', '192.168.1.4']);
    expect(parseProxyTrust('true')).toBe(true);
  });

  it('believes exactly the nearest hops, no farther', () => {
    const trust = fastifyTrustProxy(1);
    if (typeof trust !== 'function') throw new Error('a number of hops is a function');
    expect([trust('10.0.0.2', 0), trust('198.51.100.1', 1)]).toEqual([true, false]);
    expect(fastifyTrustProxy(['10.0.0.0/8'])).toEqual(['10.0.0.0/8']);
  });

  it('is a production problem when it believes every hop', () => {
    expect(proxyTrustProblem(true, 'SHELL_TRUST_PROXY')).toMatch(/^SHELL_TRUST_PROXY=true /);
    expect(proxyTrustProblem(1, 'SHELL_TRUST_PROXY')).toBeNull();
    expect(proxyTrustProblem(false, 'API_TRUST_PROXY')).toBeNull();
  });

  it('refuses more hops than a real chain of proxies has', () => {
    expect(proxyTrustProblem(parseProxyTrust('999'), 'API_TRUST_PROXY')).toMatch(
      /^API_TRUST_PROXY=999 believes 999 hops, more than the 5 /,
    );
    expect(proxyTrustProblem(parseProxyTrust('6'), 'API_TRUST_PROXY')).toMatch(/^API_TRUST_PROXY=6 /);
    expect(proxyTrustProblem(parseProxyTrust('5'), 'API_TRUST_PROXY')).toBeNull();
  });

  it('refuses ranges that are everybody, and entries that are not addresses, naming each in one line', () => {
    for (const everybody of ['0.0.0.0/0', '::/0', '0.0.0.0/1', '128.0.0.0/7', '::ffff:0:0/96', '2000::/3'])
      expect(proxyTrustProblem(parseProxyTrust(everybody), 'API_TRUST_PROXY'), everybody).toBe(
        `API_TRUST_PROXY must name the proxies' own addresses or ranges (at most /8 in IPv4, /16 in IPv6): ${everybody} (nearly every address).`,
      );
    expect(proxyTrustProblem(parseProxyTrust('10.0.0.1, varnish, 10.0.0.0/33, 0.0.0.0/0'), 'SHELL_TRUST_PROXY')).toBe(
      "SHELL_TRUST_PROXY must name the proxies' own addresses or ranges (at most /8 in IPv4, /16 in IPv6): varnish (not an address), 10.0.0.0/33 (not an address), 0.0.0.0/0 (nearly every address).",
    );
  });

  it('takes the proxies’ own addresses, private ranges and proxy-addr’s names for them', () => {
    for (const real of [
      '10.0.0.0/8',
      '192.168.1.4',
      '172.16.0.0/12, 10.1.2.3',
      'fd00::/16',
      '2001:db8::1',
      'loopback, uniquelocal',
      '::ffff:10.0.0.0/104',
    ])
      expect(proxyTrustProblem(parseProxyTrust(real), 'API_TRUST_PROXY'), real).toBeNull();
  });
});
