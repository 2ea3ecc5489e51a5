// Runs the local payment provider from the command line (`npm run start -w @storefront/payments-local`) or under `npm start`.
import { startPaymentsLocal } from './server';

const provider = await startPaymentsLocal();
console.log(`Local payment provider (Braintree stand-in, in memory) ready at ${provider.url}`);
console.log(
  `  SDK:   new braintree.Environment('${provider.config.host}', '${provider.port}', '', false, ...) merchant ${provider.config.merchantId}`,
);
console.log(`  Frame: ${provider.url}/dropin/v1/frame?locale=fr&origin=${encodeURIComponent(provider.config.frameAncestors[0] ?? '')}`);

const stop = (): void => {
  void provider.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
