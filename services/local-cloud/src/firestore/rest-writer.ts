// Owns writing seed documents to any Firestore REST endpoint (Google's emulator, a real project) in commit batches.
import { MAX_WRITES_PER_COMMIT } from '../limits';
import { databaseRoot, encodeFields } from './values';

export interface WriteDocumentsOptions {
  /** e.g. http://127.0.0.1:8080 (emulator) or https://firestore.googleapis.com. */
  origin: string;
  projectId: string;
  /** Full Authorization header value: 'Bearer owner' for the emulator, 'Bearer <OAuth token>' for a project. */
  authorization: string;
  documents: Record<string, Record<string, unknown>>;
  fetch?: typeof fetch;
}

export interface CommitWrite {
  update: { name: string; fields: ReturnType<typeof encodeFields> };
}

/** The commit bodies that write `documents`, in batches (exposed for dry runs and tests). */
export function commitBatches(projectId: string, documents: Record<string, Record<string, unknown>>): { writes: CommitWrite[] }[] {
  const root = databaseRoot(projectId);
  const writes = Object.entries(documents).map(([path, data]) => ({
    update: { name: `${root}/${path}`, fields: encodeFields(data, root) },
  }));
  const batches: { writes: CommitWrite[] }[] = [];
  for (let i = 0; i < writes.length; i += MAX_WRITES_PER_COMMIT) batches.push({ writes: writes.slice(i, i + MAX_WRITES_PER_COMMIT) });
  return batches;
}

/** Writes every document (full replace), batch after batch; throws with the service's message on failure. */
export async function writeDocuments(opts: WriteDocumentsOptions): Promise<{ documents: number; commits: number }> {
  const doFetch = opts.fetch ?? fetch;
  const url = `${opts.origin}/v1/${databaseRoot(opts.projectId)}:commit`;
  const batches = commitBatches(opts.projectId, opts.documents);
  for (const batch of batches) {
    const response = await doFetch(url, {
      method: 'POST',
      headers: { Authorization: opts.authorization, 'Content-Type': 'application/json' },
      body: JSON.stringify(batch),
    });
    if (!response.ok) throw new Error(`Firestore commit failed (${response.status}): ${await response.text()}`);
  }
  return { documents: Object.keys(opts.documents).length, commits: batches.length };
}
