// The staff console's build: one page for the browser, React, no Module Federation (it is not part of the public site).
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { SOURCE_CONDITION } from '@storefront/mf-config';
import { SERVICE_PORTS } from '@storefront/mf-config/apps';

export default defineConfig({
  plugins: [pluginReact()],
  source: { entry: { index: './src/main.tsx' } },
  html: {
    title: 'Console · Piscines Soleil',
    template: './src/index.html',
    meta: { robots: 'noindex, nofollow', viewport: 'width=device-width, initial-scale=1' },
  },
  output: { distPath: { root: 'dist' }, cleanDistPath: true },
  // The shared packages from their sources, as every workspace of this repository reads them (ADR 0067).
  resolve: { conditionNames: [SOURCE_CONDITION, '...'] },
  // The dev server passes /api on to the store API, as the console's server does.
  server: {
    port: SERVICE_PORTS.staff,
    proxy: { '/api': { target: `http://localhost:${SERVICE_PORTS.api}`, pathRewrite: { '^/api': '' } } },
  },
});
