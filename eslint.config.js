// Lint rules of every workspace: typescript-eslint's recommended set and the rules of hooks.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import noLeavingWorkspace from './eslint-rules/no-leaving-workspace.js';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/@mf-types/**', '.var/**', '**/test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { files: ['**/*.{js,mjs}'], languageOptions: { globals: globals.node } },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    // A remote or a shared package reaches another by its package name, never by a path out of its folder (ADR 0067).
    // The harnesses' neighbours.ts still import the other remotes' page lists until they read them from the live pointer.
    files: ['mfe-*/**/*.{ts,tsx,js,mjs}', 'shared/**/*.{ts,tsx,js,mjs}'],
    ignores: ['mfe-*/src/harness/neighbours.ts'],
    plugins: { storefront: { rules: { 'no-leaving-workspace': noLeavingWorkspace } } },
    rules: { 'storefront/no-leaving-workspace': 'error' },
  },
  {
    // shopify-buy is frozen (ADR 0053): its calls stay behind shared/commerce's store client, so leaving it touches one package.
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['shared/commerce/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'shopify-buy', message: 'Use @storefront/commerce (createStoreClient): shopify-buy stays behind it.' }] },
      ],
    },
  },
);
