import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTER_EXPORTS } from './shared';

const repo = resolve(import.meta.dirname, '../../..');
const SOURCE_ROOTS = ['shell/src', 'shell/server', 'shared', 'mfe-catalogue/src', 'mfe-shop/src', 'mfe-checkout/src', 'mfe-forms/src'];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (name === 'node_modules' || name === 'dist') return [];
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Value imports from the router's shared modules, per module, across every app and shared package. */
function routerImports(): Record<string, Set<string>> {
  const found: Record<string, Set<string>> = {};
  for (const file of SOURCE_ROOTS.flatMap((root) => sources(join(repo, root)))) {
    for (const match of readFileSync(file, 'utf8').matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'(react-router(?:\/dom)?)'/g)) {
      if (match[1]) continue;
      for (const part of (match[2] ?? '').split(',')) {
        const name = part.trim();
        if (!name || name.startsWith('type ')) continue;
        (found[match[3] ?? ''] ??= new Set()).add(name.split(/\s+as\s+/)[0] ?? name);
      }
    }
  }
  return found;
}

describe('the shared router', () => {
  it('keeps every export an app imports, so no app ever needs a second, whole copy of the router', () => {
    const imports = routerImports();
    expect(Object.keys(imports).length).toBeGreaterThan(0);
    for (const [module, names] of Object.entries(imports)) {
      const kept = new Set(ROUTER_EXPORTS[module as keyof typeof ROUTER_EXPORTS]);
      expect([...names].filter((name) => !kept.has(name)), module).toEqual([]);
    }
  });

  it('imports the router only by name (a namespace import would keep all of it)', () => {
    const namespace = SOURCE_ROOTS.flatMap((root) => sources(join(repo, root))).filter((file) =>
      /import\s+\*\s+as\s+\w+\s+from\s+'react-router/.test(readFileSync(file, 'utf8')),
    );
    // The shell's server hands the whole router to the remotes' server code in Node, where size does not matter.
    expect(namespace.map((file) => file.slice(repo.length + 1))).toEqual(['shell/src/ssr/serverRemotes.ts']);
  });
});
