// The rules of `npm run test:alone` (scripts/lib/alone.ts): what goes with a remote's folder, and its package.json pointed at the packed files.
import { describe, expect, it } from 'vitest';
import { aloneEnv, aloneManifest, copiedAlone, tarballName } from '../lib/alone';

describe('test:alone', () => {
  it('copies a remote’s sources and settings, not what installing, building or testing left', () => {
    expect(copiedAlone('src/pages.ts')).toBe(true);
    expect(copiedAlone('package.json')).toBe(true);
    expect(copiedAlone('tests/shop.spec.ts')).toBe(true);
    for (const left of [
      'node_modules/react/index.js',
      'dist/index.html',
      '@mf-types/index.d.ts',
      'test-results/x.png',
      '.mf/diagnostics/latest.json',
    ])
      expect(copiedAlone(left)).toBe(false);
  });

  it('takes every packed package from its file, in dependencies and overrides alike, and keeps the registry’s ranges', () => {
    const packed = { '@storefront/ui': '/p/storefront-ui-1.0.0.tgz', '@storefront/contracts': '/p/storefront-contracts-1.1.0.tgz' };
    const manifest = aloneManifest(
      {
        name: 'mfe-shop',
        dependencies: { '@storefront/ui': '^1.0.0', react: '^19.3.1' },
        devDependencies: { '@storefront/contracts': '^1.1.0' },
      },
      packed,
    );
    expect(manifest.dependencies).toEqual({ '@storefront/ui': 'file:/p/storefront-ui-1.0.0.tgz', react: '^19.3.1' });
    expect(manifest.devDependencies).toEqual({ '@storefront/contracts': 'file:/p/storefront-contracts-1.1.0.tgz' });
    // commerce's own dependency on contracts comes from the packed file too, never from the registry.
    expect(manifest.overrides).toEqual({
      '@storefront/ui': 'file:/p/storefront-ui-1.0.0.tgz',
      '@storefront/contracts': 'file:/p/storefront-contracts-1.1.0.tgz',
    });
  });

  it('refuses a remote that needs a repository package nothing packed', () => {
    expect(() => aloneManifest({ name: 'mfe-x', dependencies: { '@storefront/api': '1.0.0' } }, {})).toThrow(/@storefront\/api/);
  });

  it('runs the copy without the repository’s source condition, and names packed files as npm does', () => {
    expect(aloneEnv({ NODE_OPTIONS: '--conditions=@storefront/source --max-old-space-size=2048' }).NODE_OPTIONS).toBe(
      '--max-old-space-size=2048',
    );
    expect(tarballName('@storefront/remote-kit', '1.0.0')).toBe('storefront-remote-kit-1.0.0.tgz');
  });
});
