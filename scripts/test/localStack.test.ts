// The site's and the cluster's servers run this machine's stand-ins outside production: with NODE_ENV=production (which
// `npm start` and `npm run start:cluster` set for the builds) every server refuses STOREFRONT_STACK=local (ADR 0049).
import { describe, expect, it } from 'vitest';
import { clusterEnv, type ClusterLayout } from '../lib/clusterServices';
import { localStackEnv } from '../lib/site';

// Only what the environment reads: the engines' paths and the other secrets do not matter here.
const layout = {
  dir: '/repo/.var/cluster',
  apiSecret: 'shared-secret',
  localCloudAdminToken: 'cloud-token',
  repoRoot: '/repo',
} as ClusterLayout;

describe('the local stack’s servers', () => {
  it('run without NODE_ENV, on the local stack, with everything else the supervisor has', () => {
    const env = localStackEnv({ NODE_ENV: 'production', LOCAL_CLOUD_ADMIN_TOKEN: 'token', PATH: '/usr/bin' });
    expect(env).toEqual({ STOREFRONT_STACK: 'local', LOCAL_CLOUD_ADMIN_TOKEN: 'token', PATH: '/usr/bin' });
    expect(env).not.toHaveProperty('NODE_ENV');
  });

  it('in the cluster too', () => {
    const env = clusterEnv(layout, { NODE_ENV: 'production', PATH: '/usr/bin' });
    expect(env).not.toHaveProperty('NODE_ENV');
    expect(env).toMatchObject({ STOREFRONT_STACK: 'local', PATH: '/usr/bin', API_SECRET: 'shared-secret' });
  });
});
