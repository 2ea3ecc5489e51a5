// Owns the files of a new remote's skeleton (`npm run new-remote`): a working remote with one page in both languages, its
// harness, its browser suite, a unit test, its builds for the browser and for Node, and what its release reads (ADR 0038).
import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { remoteApps } from '@storefront/mf-config/apps';
import { DEFAULT_CLUSTER_PORTS, DEFAULT_SERVICE_PORTS } from '@storefront/mf-config/ports';

export interface NewRemote {
  /** Lower-case letters, digits and dashes: `water`, `seasonal-booking`. */
  name: string;
  port: number;
  /** The folder it is written to. */
  folder: string;
  /** The repository's root (the folder reaches the shared tooling from there). */
  root: string;
}

/** The first default port after the checkout's remotes that no remote, service or cluster engine has. */
export function nextPort(taken: readonly number[]): number {
  const used = new Set([...taken, ...Object.values(DEFAULT_SERVICE_PORTS), ...Object.values(DEFAULT_CLUSTER_PORTS)]);
  let port = Math.max(3000, ...taken) + 1;
  while (used.has(port)) port += 1;
  return port;
}

const camel = (name: string) => name.replace(/-([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase());
const pascal = (name: string) => camel(name).replace(/^./, (letter) => letter.toUpperCase());
const words = (name: string) => name.replace(/-/g, ' ').replace(/^./, (letter) => letter.toUpperCase());

/** The versions the checkout's remotes already use, so the new one shares the shell's copies (the forms remote's package). */
function versions(root: string): Record<string, string> {
  const forms = JSON.parse(readFileSync(resolve(root, 'mfe-forms/package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
    devDependencies: Record<string, string>;
  };
  return { ...forms.dependencies, ...forms.devDependencies };
}

const RUNTIME_PACKAGES = [
  '@storefront/contracts',
  '@storefront/i18n',
  '@storefront/platform',
  '@storefront/ui',
  'i18next',
  'jotai',
  'react',
  'react-dom',
  'react-i18next',
  'react-router',
];

/** Every file of the skeleton, by path inside the new folder. */
export function remoteFiles(remote: NewRemote): Record<string, string> {
  const { name, port } = remote;
  const pin = versions(remote.root);
  const pageId = `${camel(name)}Home`;
  const title = words(name);
  const component = `${pascal(name)}Page`;
  const neighbours = remoteApps().filter((app) => app.name !== name);

  const packageJson = {
    name: `mfe-${name}`,
    version: '1.0.0',
    private: true,
    type: 'module',
    storefront: { remote: name, port },
    scripts: {
      dev: 'rsbuild dev',
      build: 'rsbuild build',
      // Every command from the kit (ADR 0067): no path leaves the remote's folder.
      preview: 'storefront-kit harness',
      typecheck: 'storefront-kit typecheck',
      lint: 'eslint src tests *.ts && storefront-kit check-paths',
      test: 'npm run test:unit && npm run build && npm run test:remote',
      'test:unit': 'storefront-kit test-unit',
      'test:remote': 'playwright test',
      release: 'storefront-kit release',
    },
    dependencies: Object.fromEntries(RUNTIME_PACKAGES.map((pkg) => [pkg, pin[pkg] ?? '*'])),
    devDependencies: Object.fromEntries(
      ['@axe-core/playwright', '@storefront/mf-config', '@storefront/remote-kit'].map((pkg) => [pkg, pin[pkg] ?? '*']),
    ),
  };

  return {
    'package.json': `${JSON.stringify(packageJson, null, 2)}\n`,
    'tsconfig.json': `${JSON.stringify(
      {
        extends: '@storefront/remote-kit/tsconfig.base.json',
        compilerOptions: { types: ['node'], paths: { '*': ['./@mf-types/*'] } },
        include: ['src', 'tests', '*.ts'],
      },
      null,
      2,
    )}\n`,
    'rsbuild.config.ts': `// The ${name} remote's build: its page for the browser and for Node (server rendering), and its harness.
import { defineStorefrontApp, remoteAt } from '@storefront/mf-config';
import { pages } from './src/pages';

// Its name and port come from its package.json, as every remote's do.
const app = remoteAt(import.meta.dirname);

export default defineStorefrontApp({
  dir: import.meta.dirname,
  name: app.container,
  port: app.port,
  title: '${title} (harness)',
  entry: './src/harness/index.ts',
  pages,
  exposes: { './routes': './src/routes.ts' },
});
`,
    'playwright.config.ts': `// The ${name} remote's own suite: its pages in its harness, in a real browser, without the other remotes.
import { remoteSuiteConfig } from '@storefront/remote-kit/playwright';

export default remoteSuiteConfig(import.meta.dirname);
`,
    'src/env.d.ts': '/// <reference types="@rsbuild/core/types" />\n',
    'src/pages.ts': `// Owns the ${name} remote's pages: their fr and en paths and their default head. The shell reads them from this remote's
// live release (its manifest, then the release pointer; ADR 0034): a page added here goes live with the remote's release.
import type { PageDeclaration } from '@storefront/contracts';

export const pages: readonly PageDeclaration[] = [
  {
    id: '${pageId}',
    paths: { fr: '/fr/${name}', en: '/en/${name}' },
    head: {
      fr: { title: '${title}', description: 'Page ${title} de Piscines Soleil.' },
      en: { title: '${title}', description: 'The ${title} page of Piscines Soleil.' },
    },
  },
];
`,
    'src/routes.ts': `// Owns what the ${name} remote exposes as './routes': its pages and the contract version it was built against.
import type { RemoteRouteContext } from '@storefront/contracts';
import { createPageRoutes } from '@storefront/platform';

export const contractVersion = process.env.STOREFRONT_CONTRACT_VERSION ?? '0.0.0';
export const remote = '${name}' as const;
export const release = process.env.STOREFRONT_RELEASE ?? 'local';

export function createRoutes(context: RemoteRouteContext) {
  return createPageRoutes(remote, { ${pageId}: () => import('./features/home/${component}') }, context);
}
`,
    [`src/features/home/${component}.tsx`]: `// Owns the ${name} remote's first page: its heading and lead, in the visitor's language.
import { useLocale } from '@storefront/platform';
import styles from './${component}.module.css';
import { MESSAGES } from './messages';

export default function ${component}() {
  const text = MESSAGES[useLocale()];
  return (
    <article className={styles.page} data-page="${pageId}">
      <h1>{text.title}</h1>
      <p className={styles.lead}>{text.lead}</p>
    </article>
  );
}
`,
    [`src/features/home/${component}.module.css`]: `.page {
  max-width: var(--container);
  margin: 0 auto;
  padding: var(--space-5) var(--gutter);
}
.lead {
  max-width: 44rem;
  color: var(--color-muted);
}
`,
    'src/features/home/messages.ts': `// Owns the texts of the ${name} remote's first page in both languages.
import type { Locale } from '@storefront/contracts';

export const MESSAGES: Record<Locale, { title: string; lead: string }> = {
  fr: { title: '${title}', lead: 'Cette page vient du remote ${name}, publié sans nouvelle version du shell.' },
  en: { title: '${title}', lead: 'This page comes from the ${name} remote, released without a new shell.' },
};
`,
    'src/features/home/messages.test.ts': `import { describe, expect, it } from 'vitest';
import { pages } from '../../pages';
import { MESSAGES } from './messages';

describe('the ${name} remote', () => {
  it('declares each page under both languages, with its head in each', () => {
    for (const page of pages) {
      expect(page.paths.fr.startsWith('/fr/')).toBe(true);
      expect(page.paths.en.startsWith('/en/')).toBe(true);
      expect(page.head?.fr.title && page.head.en.title).toBeTruthy();
    }
  });

  it('has every text in French and in English', () => {
    expect(Object.keys(MESSAGES.en)).toEqual(Object.keys(MESSAGES.fr));
    expect(MESSAGES.fr.lead).not.toBe(MESSAGES.en.lead);
  });
});
`,
    'src/harness/index.ts': `// The harness page's entry: an asynchronous boundary so the federation's shared modules are ready first.
// The site's global styles (font, tokens) are the harness's own: in the entry, so the federation never lists them among the pages' styles.
import '@storefront/ui/styles.css';
void import('./bootstrap');
`,
    'src/harness/bootstrap.tsx': `// Mounts the ${name} remote alone, with the shell's providers and styles.
import { mountHarness } from '@storefront/platform/harness';
import * as routes from '../routes';
import { neighbours } from './neighbours';
import { pages } from '../pages';

void mountHarness(routes, { neighbours, pages });
`,
    'src/harness/neighbours.ts': `// Owns the other remotes' pages this harness stands in for the live releases with: its links to their pages get their real addresses.
// The shell never reads this: it takes every remote's pages from the live releases (ADR 0034).
import type { LivePages } from '@storefront/contracts';
${neighbours.map((app) => `import { pages as ${camel(app.name)} } from '${relative(resolve(remote.folder, 'src/harness'), resolve(remote.root, app.dir, 'src/pages'))}';`).join('\n')}

export const neighbours: LivePages = { ${neighbours.map((app) => (camel(app.name) === app.name ? app.name : `'${app.name}': ${camel(app.name)}`)).join(', ')} };
`,
    'tests/page.spec.ts': `// The ${name} remote's page in its harness: both languages, its heading, no horizontal scroll, no accessibility violation.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

for (const [path, heading] of [
  ['/fr/${name}', '${title}'],
  ['/en/${name}', '${title}'],
] as const) {
  test(\`\${path}: its heading and lead, axe clean\`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.locator('[data-page="${pageId}"] p')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const results = await new AxeBuilder({ page }).include('main').withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
}
`,
  };
}
