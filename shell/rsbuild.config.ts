// The shell's build: a federation host with no remotes at build time (they come from mf-remotes.json at run time).
import { defineStorefrontApp, SHELL } from '@storefront/mf-config';
import { devRemotesMiddleware } from './server/dev';

const config = defineStorefrontApp({
  dir: import.meta.dirname,
  name: SHELL.container,
  port: SHELL.port,
  title: 'Piscines Soleil',
  entry: './src/index.ts',
  serverEntry: './src/ssr/render.tsx',
});

export default {
  ...config,
  html: { ...config.html, template: './src/index.html' },
  // The text's font (Latin subset) is asked for with the HTML, not after the style sheet that names it.
  performance: { ...config.performance, preload: { type: 'all-assets', include: [/montserrat-latin-wght-normal\.[0-9a-f]+\.woff2$/] } },
  dev: { ...config.dev, setupMiddlewares: [...[config.dev?.setupMiddlewares ?? []].flat(), devRemotesMiddleware] },
};
