#!/usr/bin/env node
// The kit's command. In the repository it runs the kit's sources (through tsx); in a remote's node_modules, its build.
import { existsSync } from 'node:fs';

const source = new URL('../src/cli.ts', import.meta.url);
const inRepository = !import.meta.url.includes('/node_modules/') && existsSync(source);
if (inRepository) (await import('tsx/esm/api')).register();
const { main } = await import(inRepository ? source.href : new URL('../dist/cli.js', import.meta.url).href);
const code = await main(process.argv.slice(2));
// A server (the harness) keeps running; every other command ends with its status.
if (code >= 0) process.exit(code);
