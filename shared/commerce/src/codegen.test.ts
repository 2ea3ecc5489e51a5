// Runs GraphQL Code Generator in memory with codegen.ts and compares its output with the checked-in types, so a change of the
// schema (a new @shopify/hydrogen-react) or of a document shows as a diff here until `npm run codegen` is run and committed.
import { executeCodegen } from '@graphql-codegen/cli';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import config, { GENERATED_PATH } from '../codegen';

const root = join(import.meta.dirname, '..');

describe('generated Storefront types', () => {
  it('are what codegen gives today for the documents and the official schema', async () => {
    const { result, error } = await executeCodegen({ ...config, cwd: root, silent: true });
    expect(error).toBeNull();
    expect(result.map((file) => file.filename)).toEqual([GENERATED_PATH]);
    // Compared as one string: a failing run prints the diff to apply (or run `npm run codegen -w @storefront/commerce`).
    expect(readFileSync(join(root, GENERATED_PATH), 'utf8')).toBe(result[0]!.content);
  }, 60_000);
});
