import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { moduleBeside } from './runtimeModules';

const require = createRequire(import.meta.url);

describe('the federation runtime taken as ES modules', () => {
  it('finds the ES module beside each CommonJS file the federation plugins name (.js or .mjs)', () => {
    for (const name of ['@module-federation/webpack-bundler-runtime', '@module-federation/runtime', '@module-federation/sdk']) {
      const commonJs = require.resolve(name);
      expect(commonJs).toMatch(/\.cjs$/);
      expect(moduleBeside(commonJs)).toBe(commonJs.replace(/\.cjs$/, '.js'));
    }
    const errorCodes = require.resolve('@module-federation/error-codes');
    expect(moduleBeside(errorCodes)).toBe(errorCodes.replace(/\.cjs$/, '.mjs'));
  });

  it('leaves a file with no ES module beside it as it is', () => {
    expect(moduleBeside('/nowhere/@module-federation/none/dist/index.cjs')).toBeNull();
  });
});
