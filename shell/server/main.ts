// Runs the shell's server as a process of its own (`npm start` supervises it): its build, the release pointer, its port.
import { resolve } from 'node:path';
import { SHELL } from '@storefront/mf-config/apps';
import { pointerFile, repoRoot } from './config';
import { createShellServer } from './server';

const app = await createShellServer({ distDir: resolve(repoRoot, SHELL.dir, 'dist'), pointerPath: pointerFile() });
await app.listen({ port: SHELL.port, host: 'localhost' });
console.log(`shell's server on http://localhost:${SHELL.port}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void app.close().then(() => process.exit(0)));
