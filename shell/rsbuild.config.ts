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
  dev: { ...config.dev, setupMiddlewares: [...[config.dev?.setupMiddlewares ?? []].flat(), devRemotesMiddleware] },
};
