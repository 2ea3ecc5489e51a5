// `npm start`: builds what is missing, publishes any remote build not yet released, and serves the whole site (one process per
// service under one supervisor: see lib/site.ts).
// `npm run dev`: every app's dev server with hot reload, plus the local services, under the same supervisor.
import { REMOTES, SERVICE_PORTS } from '@storefront/mf-config';
import { buildAndPublish, closeOnSignals, startSite } from './lib/site';
import { requireFreePorts } from './lib/ports';

// Every port the site listens on, checked before any build work so that a taken one is one clear line, not a stack.
await requireFreePorts();

async function production() {
  await buildAndPublish();
  await serve(false);
}

/** Starts the site's processes, says where it is once every one answers, and stops them all on the first signal. */
async function serve(dev: boolean) {
  const site = await startSite({ dev, staff: true }).catch((error: Error) => {
    console.error(`The site did not start: ${error.message}`);
    process.exit(1);
  });
  console.log(`\nStorefront${dev ? ' (dev)' : ''}: ${site.shellUrl}/fr  (English: ${site.shellUrl}/en)`);
  if (!dev) for (const app of REMOTES) console.log(`  ${app.name.padEnd(9)} http://localhost:${app.port}/releases/`);
  console.log(
    `  store API http://localhost:${SERVICE_PORTS.api}, local cloud http://127.0.0.1:${SERVICE_PORTS.localCloud}, payments (Braintree stand-in) http://127.0.0.1:${SERVICE_PORTS.payments}`,
  );
  console.log(`  staff console http://localhost:${SERVICE_PORTS.staff}  (first administrator: npm run staff:invite -- name@store)\n`);
  closeOnSignals(() => site.close());
}

await (process.argv.includes('--dev') ? serve(true) : production());
