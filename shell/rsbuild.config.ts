// The shell's build: a federation host with no remotes at build time (they come from mf-remotes.json at run time).
import type { HtmlTagHandler } from '@rsbuild/core';
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
  html: {
    ...config.html,
    template: './src/index.html',
    // Rsbuild links public/favicon.ico by itself, after the template's SVG icon: Chromium then takes the 3 KB .ico, on the
    // first load, beside the page's main image. The SVG (0.6 KB) is the icon; /favicon.ico stays served for those who ask by name.
    tags: [((tags) => tags.filter((tag) => !(tag.tag === 'link' && tag.attrs?.rel === 'icon' && String(tag.attrs.href).endsWith('/favicon.ico')))) satisfies HtmlTagHandler],
  },
  // The text's font (Latin subset) is asked for with the HTML, not after the style sheet that names it.
  performance: { ...config.performance, preload: { type: 'all-assets', include: [/montserrat-latin-wght-storefront\.[0-9a-f]+\.woff2$/] } },
  dev: { ...config.dev, setupMiddlewares: [...[config.dev?.setupMiddlewares ?? []].flat(), devRemotesMiddleware] },
};
