// Starts the composed site for the end-to-end suite as `npm start` does (one process per service, under one supervisor):
// the current builds published as releases into the suite's own folder.
import { REMOTE_NAMES } from '@storefront/mf-config/apps';
import { rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { publish } from '../scripts/lib/releases';
import { appDir } from '../scripts/lib/paths';
import { requireFreePorts } from '../scripts/lib/ports';
import { startSite } from '../scripts/lib/site';

const varDir = process.env.STOREFRONT_VAR_DIR;
if (!varDir?.includes('e2e')) throw new Error('Run the suite through its Playwright config, which sets its own STOREFRONT_VAR_DIR');
await requireFreePorts();
await rm(varDir, { recursive: true, force: true });
for (const remote of REMOTE_NAMES) await publish(remote, resolve(appDir(remote), 'dist'), 'base');
const site = await startSite();
console.log(`e2e site up at ${site.shellUrl}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void site.close().then(() => process.exit(0)));
