// `npm run start:cluster`: the production topology on this machine, from Debian's engines: PostgreSQL, Redis, Varnish in front
// of two copies of the shell's server and two of the store API, the remotes' origin, the local cloud and the payments stand-in,
// watched by Prometheus (with Varnish's exporter), PostgreSQL archived and backed up.
import { REMOTES } from '@storefront/mf-config/apps';
import { clusterPorts } from '@storefront/mf-config/ports';
import { startCluster } from '../lib/cluster';
import { MissingEnginesError } from '../lib/engines';
import { requireFreePorts } from '../lib/ports';
import { buildAndPublish, closeOnSignals } from '../lib/site';

// A taken port is one line before any build work.
await requireFreePorts();
await buildAndPublish();
const cluster = await startCluster().catch((error: Error) => {
  console.error(error instanceof MissingEnginesError ? error.message : `The cluster did not start: ${error.message}`);
  process.exit(1);
});
const ports = clusterPorts();
console.log(`\nStorefront cluster: ${cluster.urls.site}/fr through Varnish (English: ${cluster.urls.site}/en)`);
console.log(
  `  store API ${cluster.urls.api} through Varnish; copies: shell :${ports.shellCopy1} :${ports.shellCopy2}, API :${ports.apiCopy1} :${ports.apiCopy2}`,
);
console.log(`  PostgreSQL ${cluster.urls.databaseUrl}, Redis ${cluster.urls.redisUrl}`);
console.log(
  `  release pointer ${cluster.urls.pointer}; releases ${REMOTES.map((app) => `http://localhost:${app.port}/releases/`).join(' ')}`,
);
console.log(
  `  Prometheus ${cluster.urls.prometheus} (alerts: ${cluster.urls.prometheus}/alerts); Varnish's exporter http://127.0.0.1:${ports.varnishExporter}/metrics; the copies' /metrics take the token in .var/cluster/metrics-token`,
);
console.log(
  `  PostgreSQL's WAL archived to .var/cluster/backups (a base backup taken now); \`npm run restore:drill\` restores it to a point in time\n`,
);
closeOnSignals(() => cluster.stop());
