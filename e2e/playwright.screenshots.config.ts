// Makes the French screenshots of docs/screenshots on demand (`npm run screenshots -w e2e`); not part of npm test.
import { defineConfig } from '@playwright/test';
import base from './playwright.config';

export default defineConfig({
  ...base,
  testDir: './screenshots',
  testMatch: /\.screenshots\.ts$/,
  reporter: 'list',
  projects: (base.projects ?? [])
    .filter((project) => project.name === 'desktop' || project.name === 'phone')
    .map(({ testIgnore: _ignored, ...project }) => project),
});
