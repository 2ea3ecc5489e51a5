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

  it('is a production problem only when it believes every hop', () => {
    expect(proxyTrustProblem(true, 'SHELL_TRUST_PROXY')).toMatch(/^SHELL_TRUST_PROXY=true /);
    expect(proxyTrustProblem(1, 'SHELL_TRUST_PROXY')).toBeNull();
    expect(proxyTrustProblem(false, 'API_TRUST_PROXY')).toBeNull();
  });
});
