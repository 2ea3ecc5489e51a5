import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REMOTES } from './apps';
import { SERVER_ONLY_EXPORTS, SHAKEN_EXPORTS, keptExports, sharedSingletons } from './shared';

const repo = resolve(import.meta.dirname, '../../..');
// Every remote of the checkout (its mfe-* folder), so a new one's imports are checked as soon as it exists.
const SOURCE_ROOTS = ['shell/src', 'shell/server', 'shared', ...REMOTES.map((app) => `${app.dir}/src`)];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (name === 'node_modules' || name === 'dist') return [];
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Value imports from the shaken shared modules, per module, across every app and shared package. */
function shakenImports(): Record<string, Set<string>> {
  const found: Record<string, Set<string>> = {};
  for (const file of SOURCE_ROOTS.flatMap((root) => sources(join(repo, root)))) {
    for (const match of readFileSync(file, 'utf8').matchAll(
      /import\s+(type\s+)?\{([^}]*)\}\s+from\s+'(react-router(?:\/dom)?|react-i18next)'/g,
    )) {
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

describe('the shaken shared modules (the router, react-i18next)', () => {
  it('keep every export an app imports, so no app ever needs a second, whole copy of them', () => {
    const imports = shakenImports();
    expect(Object.keys(imports).sort()).toEqual(['react-i18next', 'react-router']);
    for (const [module, names] of Object.entries(imports)) {
      const kept = new Set(SHAKEN_EXPORTS[module as keyof typeof SHAKEN_EXPORTS]);
      expect(
        [...names].filter((name) => !kept.has(name)),
        module,
      ).toEqual([]);
    }
  });

  it('leave out of the browser builds only exports that no browser code imports', () => {
    const serverOnly = new Set(SERVER_ONLY_EXPORTS['react-router']);
    const importers = SOURCE_ROOTS.flatMap((root) => sources(join(repo, root))).filter((file) => {
      for (const match of readFileSync(file, 'utf8').matchAll(/import\s+\{([^}]*)\}\s+from\s+'react-router'/g)) {
        if ((match[1] ?? '').split(',').some((part) => serverOnly.has(part.trim().split(/\s+as\s+/)[0] ?? ''))) return true;
      }
      return false;
    });
    // The server-rendering entry's steps, built for Node only (shell/rsbuild.config.ts serverEntry).
    expect(importers.map((file) => file.slice(repo.length + 1)).sort()).toEqual([
      'shell/src/ssr/awaitLate.tsx',
      'shell/src/ssr/document.tsx',
      'shell/src/ssr/runLoaders.ts',
    ]);
    expect(keptExports('react-router', 'web')).not.toContain('createStaticHandler');
    expect(keptExports('react-router', 'node')).toEqual(SHAKEN_EXPORTS['react-router']);
    const dir = resolve(repo, 'shell');
    expect(sharedSingletons(dir, 'web')['react-router']?.treeShaking?.usedExports).toEqual(keptExports('react-router', 'web'));
    expect(sharedSingletons(dir, 'node')['react-router']?.treeShaking?.usedExports).toContain('StaticRouterProvider');
  });

  it('are imported only by name (a namespace import would keep all of them)', () => {
    const namespace = SOURCE_ROOTS.flatMap((root) => sources(join(repo, root))).filter((file) =>
      /import\s+\*\s+as\s+\w+\s+from\s+'(react-router|react-i18next)/.test(readFileSync(file, 'utf8')),
    );
    // The shell's server hands the whole router to the remotes' server code in Node, where size does not matter.
    expect(namespace.map((file) => file.slice(repo.length + 1))).toEqual(['shell/src/ssr/serverRemotes.ts']);
  });
});
