// Checks the lint rule that keeps shopify-buy behind this package (root eslint.config.js; ADR 0053).
import { ESLint } from 'eslint';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../..');
const SOURCE = "import ShopifyBuy from 'shopify-buy';\nexport const sdk = ShopifyBuy;\n";

async function ruleIds(path: string): Promise<(string | null)[]> {
  const [result] = await new ESLint({ cwd: root }).lintText(SOURCE, { filePath: join(root, path) });
  return result!.messages.map((message) => message.ruleId);
}

describe('shopify-buy outside shared/commerce', () => {
  it('is refused by the lint in a remote, the shell and the store API', async () => {
    for (const path of ['mfe-shop/src/data/sdk.ts', 'shell/server/sdk.ts', 'services/api/src/sdk.ts'])
      expect(await ruleIds(path), path).toContain('no-restricted-imports');
  }, 30_000); // three full ESLint runs of the repository's config: seconds each on a busy machine

  it('is allowed here, behind the store client', async () => {
    expect(await ruleIds('shared/commerce/src/sdk.ts')).not.toContain('no-restricted-imports');
  });
});
