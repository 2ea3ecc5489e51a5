import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { discoverRemotes, readRemoteDeclaration } from './remotes';
import { REMOTE_NAMES, remoteApp } from './apps';

function checkout(folders: Record<string, object>): string {
  const root = mkdtempSync(join(tmpdir(), 'remotes-'));
  for (const [folder, pkg] of Object.entries(folders)) {
    mkdirSync(join(root, folder));
    writeFileSync(join(root, folder, 'package.json'), JSON.stringify(pkg));
  }
  return root;
}

describe('the registry of remotes', () => {
  it("is the checkout's mfe-* folders that declare a remote, by default port", () => {
    const root = checkout({
      'mfe-water': { name: 'mfe-water', storefront: { remote: 'water', port: 3005 } },
      'mfe-shop': { name: 'mfe-shop', storefront: { remote: 'shop', port: 3002 } },
      'mfe-notes': { name: 'mfe-notes' },
      shell: { name: 'shell', storefront: { remote: 'shell', port: 3000 } },
    });
    expect(discoverRemotes(root)).toEqual([
      { name: 'shop', dir: 'mfe-shop', defaultPort: 3002 },
      { name: 'water', dir: 'mfe-water', defaultPort: 3005 },
    ]);
  });

  it('refuses two folders claiming one name or one port, naming both', () => {
    const sameName = checkout({
      'mfe-a': { storefront: { remote: 'water', port: 3005 } },
      'mfe-b': { storefront: { remote: 'water', port: 3006 } },
    });
    expect(() => discoverRemotes(sameName)).toThrow('mfe-a and mfe-b both declare the remote name "water"');
    const samePort = checkout({
      'mfe-a': { storefront: { remote: 'a1', port: 3005 } },
      'mfe-b': { storefront: { remote: 'b1', port: 3005 } },
    });
    expect(() => discoverRemotes(samePort)).toThrow('mfe-a and mfe-b both declare the port 3005');
  });

  it('refuses a name that cannot be a container or a variable, and a port out of range', () => {
    const root = checkout({
      'mfe-x': { storefront: { remote: 'Water Analysis', port: 3005 } },
      'mfe-y': { storefront: { remote: 'y1', port: 80 } },
    });
    expect(() => readRemoteDeclaration(join(root, 'mfe-x'), root)).toThrow('storefront.remote must be lower-case');
    expect(() => readRemoteDeclaration(join(root, 'mfe-y'), root)).toThrow('storefront.port must be a port from 1024 to 65535');
  });

  it("reads this checkout's remotes, the four of the first release first", () => {
    expect(REMOTE_NAMES.slice(0, 4)).toEqual(['catalogue', 'shop', 'checkout', 'forms']);
    expect(remoteApp('mfe-forms')).toMatchObject({ name: 'forms', dir: 'mfe-forms', container: 'mfe_forms' });
    expect(() => remoteApp('nowhere')).toThrow('Name a remote: catalogue, shop, checkout, forms');
  });
});
