// `npm run restore:drill [-- --to <ISO time>] [-- --keep]`: restores the running cluster's PostgreSQL to a point in time (now by
// default) from its newest base backup before it and the archived WAL, into a PostgreSQL of its own, and checks that every
// order, lead and booking accepted by then is there (scripts/cluster/drill.ts). --keep leaves the restored data folder for a
// real restore (docs/guide/operating.md, "Operating the cluster"). Exits 1 when a row is missing or the restore fails.
import { parseArgs } from 'node:util';
import { restoreDrill } from './drill';

const { values } = parseArgs({ options: { to: { type: 'string' }, keep: { type: 'boolean', default: false } } });
const to = values.to === undefined ? undefined : new Date(values.to);
if (to && Number.isNaN(to.getTime())) {
  console.error(`--to ${values.to} is not a time: write it as ISO 8601, e.g. 2026-05-04T14:30:00-04:00`);
  process.exit(1);
}
try {
  const report = await restoreDrill({ to, keep: values.keep });
  process.exit(report.ok ? 0 : 1);
} catch (error) {
  console.error(`The restore drill failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
