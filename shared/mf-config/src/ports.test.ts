import { describe, expect, it } from 'vitest';
import { clusterPorts, portRole, portVariable, sitePorts } from './ports';
import type { RemoteDeclaration } from './remotes';

const remotes: RemoteDeclaration[] = [
  { name: 'catalogue', dir: 'mfe-catalogue', defaultPort: 3001 },
  { name: 'shop', dir: 'mfe-shop', defaultPort: 3002 },
  { name: 'seasonal-booking', dir: 'mfe-seasonal-booking', defaultPort: 3006 },
];

describe('site ports', () => {
  it('uses the defaults when the environment sets nothing', () => {
    expect(sitePorts({}, remotes)).toEqual({
      shell: 3000,
      api: 3010,
      localCloud: 3020,
      payments: 3030,
      staff: 3040,
      catalogue: 3001,
      shop: 3002,
      'seasonal-booking': 3006,
    });
  });

  it('moves every port by the offset, and a port of its own wins over the offset', () => {
    const ports = sitePorts({ STOREFRONT_PORT_OFFSET: '100', SHOP_PORT: '4555', PORT: '8080', SEASONAL_BOOKING_PORT: '4600' }, remotes);
    expect(ports).toEqual({
      shell: 8080,
      catalogue: 3101,
      shop: 4555,
      'seasonal-booking': 4600,
      api: 3110,
      localCloud: 3120,
      payments: 3130,
      staff: 3140,
    });
  });

  it("names a remote's port by the remote, and a service's by its role", () => {
    expect(portRole('water')).toBe('the water remote');
    expect(portVariable('seasonal-booking')).toBe('SEASONAL_BOOKING_PORT');
    expect(portRole('api')).toBe('the store API');
    expect(portVariable('shell')).toBe('PORT');
  });

  it('refuses a value that is no port, naming the variable', () => {
    expect(() => sitePorts({ LOCAL_CLOUD_PORT: 'abc' }, remotes)).toThrow('LOCAL_CLOUD_PORT=abc is not a port');
    expect(() => sitePorts({ API_PORT: '70000' }, remotes)).toThrow('API_PORT=70000');
    expect(() => sitePorts({ STOREFRONT_PORT_OFFSET: '-5' }, remotes)).toThrow('STOREFRONT_PORT_OFFSET=-5');
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
      prometheus: 3253,
      varnishExporter: 3254,
      restoredPostgres: 3255,
    });
    const site = Object.values(sitePorts({ STOREFRONT_PORT_OFFSET: '200' }));
    expect(Object.values(ports).filter((port) => site.includes(port))).toEqual([]);
  });
});
