// Owns the check that a workspace's package scripts and tsconfig stay in its own folder (ADR 0067): a path that climbs out
// (`../scripts/x.mjs`, `"extends": "../tsconfig.base.json"`) breaks the day the folder is taken alone. Its code's imports are
// ESLint's (eslint.config.js, storefront/no-leaving-workspace).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A path in a command or a setting that leaves the folder it is read from. */
const LEAVES = /(^|[\s'"=:])\.\.(\/|\\|$)/;

export interface WorkspaceFiles {
  packageJson: { scripts?: Record<string, string> };
  tsconfig?: { extends?: string | string[] };
}

/** One line per path that leaves the workspace: the script or setting, and what it names. */
export function pathsLeavingWorkspace(files: WorkspaceFiles): string[] {
  const problems = Object.entries(files.packageJson.scripts ?? {})
    .filter(([, command]) => LEAVES.test(command))
    .map(([name, command]) => `package.json script "${name}" leaves the workspace: ${command}`);
  const extended = files.tsconfig?.extends;
  for (const base of Array.isArray(extended) ? extended : extended ? [extended] : [])
    if (LEAVES.test(base))
      problems.push(`tsconfig.json extends a file outside the workspace: ${base} (extend @storefront/remote-kit/tsconfig.base.json)`);
  return problems;
}

/** The check on a folder's own files; tsconfig.json may have comments, which are left out before reading it. */
export function checkWorkspacePaths(folder: string): string[] {
  const packageJson = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as WorkspaceFiles['packageJson'];
  const tsconfigFile = join(folder, 'tsconfig.json');
  const tsconfig = existsSync(tsconfigFile)
    ? (JSON.parse(readFileSync(tsconfigFile, 'utf8').replace(/^\s*\/\/.*$/gm, '')) as WorkspaceFiles['tsconfig'])
    : undefined;
  return pathsLeavingWorkspace({ packageJson, ...(tsconfig ? { tsconfig } : {}) });
}
