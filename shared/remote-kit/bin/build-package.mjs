// Builds one shared package for packing (ADR 0067), as `storefront-kit build-package`: its src/ as ES modules in dist/ (one file per source, relative imports
// given their .js, styles, JSON and fonts copied beside them) and its declarations. The repository itself never needs
// this: its tools read the sources through the "@storefront/source" export condition. `npm pack` runs it (prepack).
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { build } from 'esbuild';

const root = process.cwd();
const src = join(root, 'src');
const dist = join(root, 'dist');

/** Sources that are tests or test helpers stay out of the package. */
export const isShipped = (file) => !/\.(test|spec)\.tsx?$/.test(file) && !file.split(sep).includes('__tests__');
const isCode = (file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts');

const files = readdirSync(src, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => join(entry.parentPath, entry.name))
  .filter(isShipped);
const code = files.filter(isCode);

/** A relative import as Node and every bundler read it in dist/: the built file's .js, or the folder's index.js. */
function builtSpecifier(importer, specifier) {
  const base = resolve(dirname(importer), specifier);
  if (/\.(css|json|woff2|svg|html)$/.test(specifier)) return specifier;
  for (const ext of ['.ts', '.tsx']) if (existsSync(base + ext)) return `${specifier}.js`;
  for (const ext of ['.ts', '.tsx']) if (existsSync(join(base, `index${ext}`))) return `${specifier.replace(/\/$/, '')}/index.js`;
  if (specifier.endsWith('.ts') || specifier.endsWith('.tsx')) return specifier.replace(/\.tsx?$/, '.js');
  return specifier;
}

rmSync(dist, { recursive: true, force: true });
await build({
  entryPoints: code,
  outdir: dist,
  outbase: src,
  format: 'esm',
  platform: 'neutral',
  target: 'es2023',
  jsx: 'automatic',
  bundle: true,
  logLevel: 'warning',
  plugins: [
    {
      // Every import stays an import: one output file per source, the packages left to the consumer's resolver.
      name: 'keep-imports',
      setup(builder) {
        // JSON is bundled into its importer: an external JSON import would need its `with { type: 'json' }` kept.
        builder.onResolve({ filter: /.*/ }, (args) =>
          args.kind === 'entry-point' || (args.path.startsWith('.') && args.path.endsWith('.json'))
            ? undefined
            : { path: args.path.startsWith('.') ? builtSpecifier(args.importer, args.path) : args.path, external: true },
        );
      },
    },
  ],
});
for (const file of files.filter((file) => !isCode(file))) cpSync(file, join(dist, relative(src, file)));

// Declarations, by TypeScript 7 (ADR 0046: a tenth of TypeScript 6's time) from the package's own tsconfig (its strictness),
// with its sources alone as roots (its ambient declarations, CSS modules' for one, among them; they are copied as they are).
const buildConfig = join(root, 'tsconfig.pack.json');
writeFileSync(
  buildConfig,
  JSON.stringify({
    extends: './tsconfig.json',
    compilerOptions: { noEmit: false, declaration: true, emitDeclarationOnly: true, rootDir: 'src', outDir: 'dist', types: ['node'] },
    include: ['src'],
    exclude: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'src/**/__tests__/**'],
  }),
);
const tsc = join(dirname(createRequire(import.meta.url).resolve('typescript-native/package.json')), 'bin/tsc');
const declared = spawnSync(process.execPath, [tsc, '-p', buildConfig], { stdio: 'inherit', cwd: root });
rmSync(buildConfig, { force: true });
if (declared.status !== 0) process.exit(declared.status ?? 1);
const size = readdirSync(dist, { recursive: true }).filter((f) => statSync(join(dist, f)).isFile()).length;
console.log(`${relative(resolve(root, '../..'), root)}: ${code.length} modules built, ${size} files in dist/`);
