// The lint rule that refuses an import leaving its workspace (eslint-rules/no-leaving-workspace.js), on this repository's folders.
import { resolve } from 'node:path';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import rule, { leavesWorkspace } from '../../eslint-rules/no-leaving-workspace.js';

const root = resolve(import.meta.dirname, '../..');
const shopFile = resolve(root, 'mfe-shop/src/harness/bootstrap.tsx');

describe('no-leaving-workspace', () => {
  it('tells a path into another workspace from one inside its own', () => {
    expect(leavesWorkspace(shopFile, '../../../mfe-catalogue/src/pages')).toBe(true);
    expect(leavesWorkspace(resolve(root, 'mfe-shop/tests/shop.spec.ts'), '../../scripts/testing/images')).toBe(true);
    expect(leavesWorkspace(shopFile, '../routes')).toBe(false);
    expect(leavesWorkspace(shopFile, './neighbours')).toBe(false);
    expect(leavesWorkspace(shopFile, '@storefront/platform')).toBe(false);
  });

  it('fails lint on an import, an export and a dynamic import that leave, naming the path', () => {
    const linter = new Linter({ configType: 'flat', cwd: root });
    const messages = linter.verify(
      [
        "import { pages } from '../../../mfe-catalogue/src/pages';",
        "export * from '../../../shared/ui/src/index';",
        "void import('../../../mfe-forms/src/pages');",
        "import * as routes from '../routes';",
      ].join('\n'),
      [
        {
          files: ['**/*.tsx'],
          languageOptions: { parser: tseslint.parser },
          plugins: { storefront: { rules: { 'no-leaving-workspace': rule } } },
          rules: { 'storefront/no-leaving-workspace': 'error' },
        },
      ],
      shopFile,
    );
    expect(messages.map((message) => message.line)).toEqual([1, 2, 3]);
    expect(messages[0]?.message).toContain("'../../../mfe-catalogue/src/pages' leaves this workspace");
  });
});
