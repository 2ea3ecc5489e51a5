// The shell's build: a federation host with no remotes at build time (they come from mf-remotes.json at run time).
import type { HtmlTagHandler } from '@rsbuild/core';
import { defineStorefrontApp, SHELL } from '@storefront/mf-config';
import { devRemotesMiddleware } from './server/dev';

/** The shared libraries of every page's first load, bundled in one chunk (see performance.chunkSplit below). */
export const FIRST_LOAD_LIBRARIES =
  /node_modules[\\/](react|react-dom|scheduler|jotai|i18next|react-i18next)[\\/]|shared[\\/]platform[\\/]/;

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
  html: {
    ...config.html,
    template: './src/index.html',
    // Rsbuild links public/favicon.ico by itself, after the template's SVG icon: Chromium then takes the 3 KB .ico, on the
    // first load, beside the page's main image. The SVG (0.6 KB) is the icon; /favicon.ico stays served for those who ask by name.
    tags: [
      ((tags) =>
        tags.filter(
          (tag) => !(tag.tag === 'link' && tag.attrs?.rel === 'icon' && String(tag.attrs.href).endsWith('/favicon.ico')),
        )) satisfies HtmlTagHandler,
    ],
  },
  performance: {
    ...config.performance,
    // The text's font (Latin subset) is asked for with the HTML, not after the style sheet that names it.
    preload: { type: 'all-assets', include: [/montserrat-latin-wght-storefront\.[0-9a-f]+\.woff2$/] },
    // The shared libraries every page runs before it answers (React, the store, the translations and the platform) are one
    // file, not nine: compressed together they are 3.7 KB smaller, and each request saved is a round trip and its headers.
    // The contracts and the router stay apart, as the shell's start needs them before the rest.
    chunkSplit: {
      strategy: 'custom',
      splitChunks: {
        cacheGroups: { firstLoad: { test: FIRST_LOAD_LIBRARIES, name: 'first-load', chunks: 'async', enforce: true, priority: 10 } },
      },
    },
  },
  dev: { ...config.dev, setupMiddlewares: [...[config.dev?.setupMiddlewares ?? []].flat(), devRemotesMiddleware] },
};
