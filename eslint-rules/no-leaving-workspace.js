// Owns the lint rule that refuses an import whose relative path leaves the importing file's workspace (ADR 0067): another
// workspace's code is reached by its package name (its exports), so that a remote's folder can be taken alone.
import { existsSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const roots = new Map();

/** The nearest folder holding a package.json, from a file's folder up. */
export function workspaceOf(file) {
  const start = dirname(file);
  if (roots.has(start)) return roots.get(start);
  let dir = start;
  while (!existsSync(join(dir, 'package.json')) && dirname(dir) !== dir) dir = dirname(dir);
  roots.set(start, dir);
  return dir;
}

/** Whether a relative import written in a file resolves outside that file's workspace. */
export function leavesWorkspace(file, specifier) {
  if (!specifier.startsWith('.')) return false;
  const target = relative(workspaceOf(file), resolve(dirname(file), specifier));
  return target === '..' || target.startsWith(`..${sep}`);
}

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'Refuses a relative import that leaves its own workspace: import the other package by its name.' },
    schema: [],
    messages: { leaves: "'{{specifier}}' leaves this workspace: import the other workspace by its package name (ADR 0067)." },
  },
  create(context) {
    const check = (node) => {
      const specifier = node?.source?.value;
      if (typeof specifier === 'string' && leavesWorkspace(context.filename, specifier))
        context.report({ node: node.source, messageId: 'leaves', data: { specifier } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};
