// Runs the local payment provider from the command line (`npm run start -w @storefront/payments-local`) or under `npm start`.
import { standInProblem } from '@storefront/mf-config/settings';
import { startPaymentsLocal } from './server';

// It takes any card it is shown: with NODE_ENV=production it does not start at all.
const refused = standInProblem('the local payment provider (Braintree stand-in)', process.env);
if (refused) {
  console.error(refused);
  process.exit(1);
}
const provider = await startPaymentsLocal();
console.log(`Local payment provider (Braintree stand-in, in memory) ready at ${provider.url}`);
console.log(
  `  SDK:   new braintree.Environment('${provider.config.host}', '${provider.port}', '', false, ...) merchant ${provider.config.merchantId}`,
);
console.log(
  `  Frame: ${provider.url}/hosted-fields/v1/frame?locale=fr&origin=${encodeURIComponent(provider.config.frameAncestors[0] ?? '')}`,
);

const stop = (): void => {
  void provider.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
