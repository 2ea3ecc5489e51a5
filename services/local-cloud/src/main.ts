// Runs the local cloud from the command line (`npm run start -w @storefront/local-cloud`).
import { ADMIN_TOKEN_VARIABLE } from './admin';
import { lastRenderStats } from './seed/index';
import { startLocalCloud } from './server';
import { standInProblem } from '@storefront/mf-config/settings';

// It answers as Firestore, Storage and Shopify under its own rules: with NODE_ENV=production it does not start at all.
const refused = standInProblem('the local cloud', process.env);
if (refused) {
  console.error(refused);
  process.exit(1);
}
const started = performance.now();
const cloud = await startLocalCloud();
const seconds = ((performance.now() - started) / 1000).toFixed(1);
const images = lastRenderStats ? ` (images: ${lastRenderStats.rendered} rendered, ${lastRenderStats.cached} from cache)` : '';
console.log(`Local cloud ready at ${cloud.url} in ${seconds} s${images}`);
console.log(`  Firestore: connectFirestoreEmulator(db, '127.0.0.1', ${cloud.port})`);
console.log(`  Storage:   connectStorageEmulator(storage, '127.0.0.1', ${cloud.port})`);
console.log(`  Shopify:   POST ${cloud.url}/api/2026-04/graphql.json`);
// Whoever runs it alone needs the secret for owner writes and orders; under `npm start` the site passes its own.
if (!process.env[ADMIN_TOKEN_VARIABLE])
  console.log(`  Admin:     Authorization: Bearer ${cloud.adminToken}  (this run only; set ${ADMIN_TOKEN_VARIABLE} to choose it)`);

const stop = (): void => {
  void cloud.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
