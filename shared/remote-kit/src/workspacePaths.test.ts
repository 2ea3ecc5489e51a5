// The check that a remote's scripts and tsconfig stay in its folder: today's shape passes, every way out is named.
import { describe, expect, it } from 'vitest';
import { pathsLeavingWorkspace } from './workspacePaths';

describe('pathsLeavingWorkspace', () => {
  it('passes a remote that runs the kit and extends its tsconfig', () => {
    expect(
      pathsLeavingWorkspace({
        packageJson: { scripts: { build: 'rsbuild build', typecheck: 'storefront-kit typecheck', lint: 'eslint src tests' } },
        tsconfig: { extends: '@storefront/remote-kit/tsconfig.base.json' },
      }),
    ).toEqual([]);
  });

  it('names a script that runs a file above the workspace, and a tsconfig that extends one', () => {
    const problems = pathsLeavingWorkspace({
      packageJson: { scripts: { preview: 'tsx ../scripts/serve-harness.ts mfe-shop', 'test:unit': 'node ../../scripts/vitest.mjs' } },
      tsconfig: { extends: '../tsconfig.base.json' },
    });
    expect(problems).toHaveLength(3);
    expect(problems[0]).toContain('"preview"');
    expect(problems[1]).toContain('"test:unit"');
    expect(problems[2]).toContain('../tsconfig.base.json');
  });

  it('names a path given as an option or in quotes, and leaves a relative path inside alone', () => {
    expect(
      pathsLeavingWorkspace({ packageJson: { scripts: { a: 'vitest --config=../vitest.config.ts', b: "node '../x.mjs'" } } }),
    ).toHaveLength(2);
    expect(pathsLeavingWorkspace({ packageJson: { scripts: { c: 'node ./scripts/x.mjs', d: 'tsx scripts/a..b.ts' } } })).toEqual([]);
  });
});
