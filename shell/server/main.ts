// Runs the shell's server as a process of its own (`npm start` supervises it): its build, the release pointer, its port.
import { resolve } from 'node:path';
import { SHELL } from '@storefront/mf-config/apps';
import { parseProxyTrust, proxyTrustProblem } from '@storefront/mf-config/proxy-trust';
import { pointerFile, repoRoot } from './config';
import { DEFAULT_POINTER_MAX_AGE_MS, pointerFromFile, pointerOverHttp } from './pointer';
import { createShellServer } from './server';

const trustProxy = parseProxyTrust(process.env.SHELL_TRUST_PROXY);
// Production fails closed, as the store API does: a rule that believes every hop lets any client choose its address.
const problem =
  process.env.NODE_ENV === 'production' && process.env.STOREFRONT_STACK !== 'local'
    ? proxyTrustProblem(trustProxy, 'SHELL_TRUST_PROXY')
    : null;
if (problem) {
  console.error(problem);
  process.exit(1);
}
// The pointer from the remotes' CDN origin (STOREFRONT_POINTER_URL, set by `npm start` and the cluster): every copy of this
// server reads the same one. Without it, the file on this machine's disk.
const pointerUrl = process.env.STOREFRONT_POINTER_URL;
const maxAgeMs = process.env.STOREFRONT_POINTER_MAX_AGE_MS ? Number(process.env.STOREFRONT_POINTER_MAX_AGE_MS) : DEFAULT_POINTER_MAX_AGE_MS;
const pointer = pointerUrl ? pointerOverHttp(pointerUrl, { maxAgeMs }) : pointerFromFile(pointerFile());
const app = await createShellServer({ distDir: resolve(repoRoot, SHELL.dir, 'dist'), pointer, trustProxy });
await app.listen({ port: SHELL.port, host: 'localhost' });
console.log(`shell's server on http://localhost:${SHELL.port}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void app.close().then(() => process.exit(0)));
