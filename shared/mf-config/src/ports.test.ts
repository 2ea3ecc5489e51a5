import { describe, expect, it } from 'vitest';
import { clusterPorts, DEFAULT_PORTS, sitePorts } from './ports';

describe('site ports', () => {
  it('uses the defaults when the environment sets nothing', () => {
    expect(sitePorts({})).toEqual(DEFAULT_PORTS);
  });

  it('moves every port by the offset, and a port of its own wins over the offset', () => {
    const ports = sitePorts({ STOREFRONT_PORT_OFFSET: '100', SHOP_PORT: '4555', PORT: '8080' });
    expect(ports).toEqual({
      shell: 8080,
      catalogue: 3101,
      shop: 4555,
      checkout: 3103,
      forms: 3104,
      water: 3105,
      api: 3110,
      localCloud: 3120,
      payments: 3130,
    });
  });

  it('refuses a value that is no port, naming the variable', () => {
    expect(() => sitePorts({ LOCAL_CLOUD_PORT: 'abc' })).toThrow('LOCAL_CLOUD_PORT=abc is not a port');
    expect(() => sitePorts({ API_PORT: '70000' })).toThrow('API_PORT=70000');
    expect(() => sitePorts({ STOREFRONT_PORT_OFFSET: '-5' })).toThrow('STOREFRONT_PORT_OFFSET=-5');
  });
});

describe('cluster ports', () => {
  it('moves with the offset, apart from every port of the site', () => {
    const ports = clusterPorts({ STOREFRONT_PORT_OFFSET: '200' });
    expect(ports).toEqual({
      shellCopy1: 3241,
      shellCopy2: 3242,
      apiCopy1: 3211,
      apiCopy2: 3212,
      postgres: 3250,
      redis: 3251,
      mailSink: 3252,
    });
    const site = Object.values(sitePorts({ STOREFRONT_PORT_OFFSET: '200' }));
    expect(Object.values(ports).filter((port) => site.includes(port))).toEqual([]);
  });
});
