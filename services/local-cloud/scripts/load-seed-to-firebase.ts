// Loads the seed into a real Firebase project: Firestore documents (REST commits) and Storage objects (with download tokens).
//
//   tsx scripts/load-seed-to-firebase.ts --dry-run
//   GOOGLE_APPLICATION_CREDENTIALS=sa.json tsx scripts/load-seed-to-firebase.ts --project my-project [--bucket my-project.appspot.com]
//   FIREBASE_SERVICE_ACCOUNT_JSON='{"type":"service_account",…}' tsx scripts/load-seed-to-firebase.ts
//
// Options: --dry-run (print what would be written, no credentials needed), --project, --bucket, --only firestore|storage.
// The Shopify part of the seed is not loaded: a real store is filled through Shopify's Admin API or its CSV import.
import { readFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { GoogleAuth } from 'google-auth-library';
import { commitBatches, writeDocuments } from '../src/firestore/rest-writer';
import { loadSeed } from '../src/seed/index';
import type { SeedObject } from '../src/seed/types';
import { downloadTokenFor } from '../src/storage/store';

const SCOPES = ['https://www.googleapis.com/auth/datastore', 'https://www.googleapis.com/auth/devstorage.read_write'];
const FIRESTORE_ORIGIN = 'https://firestore.googleapis.com';
const STORAGE_ORIGIN = 'https://storage.googleapis.com';

export interface LoadOptions {
  dryRun: boolean;
  projectId: string | undefined;
  bucket: string | undefined;
  only: 'firestore' | 'storage' | undefined;
}

export function parseArguments(argv: readonly string[]): LoadOptions {
  const options: LoadOptions = { dryRun: false, projectId: undefined, bucket: undefined, only: undefined };
  for (let i = 0; i < argv.length; i++) {
    const argument = argv[i];
    const value = (): string => {
      const next = argv[++i];
      if (next === undefined) throw new Error(`${argument} needs a value`);
      return next;
    };
    if (argument === '--dry-run') options.dryRun = true;
    else if (argument === '--project') options.projectId = value();
    else if (argument === '--bucket') options.bucket = value();
    else if (argument === '--only') {
      const only = value();
      if (only !== 'firestore' && only !== 'storage') throw new Error('--only takes firestore or storage');
      options.only = only;
    } else throw new Error(`Unknown argument ${argument}`);
  }
  return options;
}

interface ServiceAccount {
  client_email: string;
  private_key: string;
  project_id?: string;
}

async function readServiceAccount(env: NodeJS.ProcessEnv): Promise<ServiceAccount | null> {
  const json =
    env.FIREBASE_SERVICE_ACCOUNT_JSON ??
    (env.GOOGLE_APPLICATION_CREDENTIALS ? await readFile(env.GOOGLE_APPLICATION_CREDENTIALS, 'utf8') : undefined);
  if (!json) return null;
  const parsed = JSON.parse(json) as Partial<ServiceAccount>;
  if (!parsed.client_email || !parsed.private_key) throw new Error('The service account JSON has no client_email or private_key');
  return parsed as ServiceAccount;
}

/** One multipart/related upload body: the object's metadata (with its Firebase download token), then its bytes. */
export function multipartUpload(
  name: string,
  object: SeedObject,
  boundary = `seed-${downloadTokenFor(name, object.data)}`,
): { body: Buffer; contentType: string } {
  const metadata = {
    name,
    contentType: object.contentType,
    cacheControl: 'public, max-age=31536000',
    // What getDownloadURL reads: the same token the local cloud answers, so URLs match across environments.
    metadata: { firebaseStorageDownloadTokens: downloadTokenFor(name, object.data) },
  };
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Type: application/json; charset=UTF-8\r\n\r\n${JSON.stringify(metadata)}\r\n--${boundary}\r\nContent-Type: ${object.contentType}\r\n\r\n`,
    ),
    object.data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/related; boundary=${boundary}` };
}

/** One line per top-level folder or collection: '  categories: 32 documents'. */
function summarize(paths: readonly string[], unit: string): string[] {
  const counts = new Map<string, number>();
  for (const item of paths) {
    const key = item.split('/')[0] ?? item;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([key, count]) => `  ${key}: ${count} ${unit}`);
}

export async function run(argv: readonly string[], env: NodeJS.ProcessEnv, log: (line: string) => void): Promise<void> {
  const options = parseArguments(argv);
  const account = options.dryRun ? null : await readServiceAccount(env);
  if (!options.dryRun && !account) {
    throw new Error(
      'No credentials: set GOOGLE_APPLICATION_CREDENTIALS to a service-account JSON file or FIREBASE_SERVICE_ACCOUNT_JSON to its content (or use --dry-run).',
    );
  }
  const projectId =
    options.projectId ?? account?.project_id ?? env.GOOGLE_CLOUD_PROJECT ?? (options.dryRun ? 'demo-storefront' : undefined);
  if (!projectId) throw new Error('No project: pass --project or use a service account that names one.');
  const bucket = options.bucket ?? `${projectId}.appspot.com`;

  const seed = await loadSeed({ baseUrl: 'https://firebasestorage.googleapis.com' });
  const documents = seed.firestore;
  const objects = Object.entries(seed.storage);
  const batches = commitBatches(projectId, documents);
  const bytes = objects.reduce((sum, [, object]) => sum + object.data.length, 0);

  log(`${options.dryRun ? 'DRY RUN — nothing is written. ' : ''}Project ${projectId}, bucket ${bucket}.`);
  if (options.only !== 'storage') {
    log(
      `Firestore: ${Object.keys(documents).length} documents in ${batches.length} commits to ${FIRESTORE_ORIGIN}/v1/projects/${projectId}/databases/(default)/documents:commit`,
    );
    for (const line of summarize(Object.keys(documents), 'documents')) log(line);
  }
  if (options.only !== 'firestore') {
    log(`Storage: ${objects.length} objects, ${(bytes / 1024 / 1024).toFixed(1)} MiB, uploaded to gs://${bucket}`);
    for (const line of summarize(
      objects.map(([name]) => name),
      'objects',
    ))
      log(line);
  }
  log(
    `Shopify: ${seed.shopify.products.length} products and ${seed.shopify.collections.length} collections are not loaded (use Shopify's Admin API or CSV import).`,
  );
  if (options.dryRun) {
    for (const [path] of Object.entries(documents).slice(0, 5)) log(`  would write document ${path}`);
    for (const [name, object] of objects.slice(0, 5)) log(`  would upload ${name} (${object.contentType}, ${object.data.length} bytes)`);
    return;
  }

  const auth = new GoogleAuth({ credentials: account as ServiceAccount, scopes: SCOPES });
  const client = await auth.getClient();
  const token = (await client.getAccessToken()).token;
  if (!token) throw new Error('The service account did not yield an access token');
  const authorization = `Bearer ${token}`;

  if (options.only !== 'storage') {
    const result = await writeDocuments({ origin: FIRESTORE_ORIGIN, projectId, authorization, documents });
    log(`Firestore: wrote ${result.documents} documents in ${result.commits} commits.`);
  }
  if (options.only !== 'firestore') {
    let uploaded = 0;
    for (const [name, object] of objects) {
      const { body, contentType } = multipartUpload(name, object);
      const response = await fetch(`${STORAGE_ORIGIN}/upload/storage/v1/b/${encodeURIComponent(bucket)}/o?uploadType=multipart`, {
        method: 'POST',
        headers: { Authorization: authorization, 'Content-Type': contentType },
        body,
      });
      if (!response.ok) throw new Error(`Upload of ${name} failed (${response.status}): ${await response.text()}`);
      uploaded++;
    }
    log(`Storage: uploaded ${uploaded} objects.`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  run(process.argv.slice(2), process.env, (line) => console.log(line)).catch((error: unknown) => {
    console.error((error as Error).message);
    process.exit(1);
  });
}
