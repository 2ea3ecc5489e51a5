// Runs the shell's server as a process of its own (`npm start` supervises it): its build, the release pointer, its port.
import { resolve } from 'node:path';
import { SHELL } from '@storefront/mf-config/apps';
import { parseProxyTrust, proxyTrustProblem } from '@storefront/mf-config/proxy-trust';
import { pointerFile, repoRoot } from './config';
import { createShellServer } from './server';

const trustProxy = parseProxyTrust(process.env.SHELL_TRUST_PROXY);
// Production fails closed, as the store API does: a rule that believes every hop lets any client choose its address.
const problem = process.env.NODE_ENV === 'production' && process.env.STOREFRONT_STACK !== 'local' ? proxyTrustProblem(trustProxy, 'SHELL_TRUST_PROXY') : null;
if (problem) {
  console.error(problem);
  process.exit(1);
}
const app = await createShellServer({ distDir: resolve(repoRoot, SHELL.dir, 'dist'), pointerPath: pointerFile(), trustProxy });
await app.listen({ port: SHELL.port, host: 'localhost' });
console.log(`shell's server on http://localhost:${SHELL.port}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void app.close().then(() => process.exit(0)));
