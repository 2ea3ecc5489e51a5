// Checks the Firebase loader script without a network: its dry run, its refusal without credentials, and its upload body.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { storedImageWidths } from '@storefront/contracts';
import { multipartUpload, parseArguments, run } from '../scripts/load-seed-to-firebase';
import { planSeed } from '../src/seed/index';
import { downloadTokenFor } from '../src/storage/store';

const SCRIPT = fileURLToPath(new URL('../scripts/load-seed-to-firebase.ts', import.meta.url));

describe('load-seed-to-firebase', () => {
  it('prints what a dry run would write, with the seed’s real counts', async () => {
    const lines: string[] = [];
    await run(['--dry-run', '--project', 'my-shop'], {}, (line) => lines.push(line));
    const plan = planSeed();
    const documents = Object.keys(plan.part.documents).length;
    const copies = plan.part.images.reduce((sum, image) => sum + storedImageWidths(image.width).length, 0);
    const objects = plan.part.images.length + copies + Object.keys(plan.part.files).length;
    expect(lines[0]).toBe('DRY RUN — nothing is written. Project my-shop, bucket my-shop.appspot.com.');
    expect(lines).toContain(
      `Firestore: ${documents} documents in ${Math.ceil(documents / 500)} commits to https://firestore.googleapis.com/v1/projects/my-shop/databases/(default)/documents:commit`,
    );
    expect(lines.find((line) => line.startsWith('Storage:'))).toMatch(
      new RegExp(`^Storage: ${objects} objects, [\\d.]+ MiB, uploaded to gs://my-shop\\.appspot\\.com$`),
    );
    expect(lines).toContain('  service-packages: 3 documents');
    expect(lines.some((line) => line.startsWith('  would write document categories/'))).toBe(true);
  });

  it('refuses to run for real without credentials', async () => {
    await expect(run([], {}, () => undefined)).rejects.toThrow(/No credentials/);
  });

  it('runs from the command line', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', SCRIPT, '--dry-run', '--only', 'firestore'], {
      cwd: fileURLToPath(new URL('..', import.meta.url)),
    });
    expect(stdout).toMatch(/^DRY RUN — nothing is written\. Project demo-storefront, bucket demo-storefront\.appspot\.com\./);
    expect(stdout).not.toMatch(/^Storage:/m);
  });

  it('parses its options', () => {
    expect(parseArguments(['--project', 'p', '--bucket', 'b', '--only', 'storage'])).toEqual({
      dryRun: false,
      projectId: 'p',
      bucket: 'b',
      only: 'storage',
    });
    expect(() => parseArguments(['--only', 'shopify'])).toThrow(/--only/);
  });

  it('uploads each object with its Firebase download token', () => {
    const data = Buffer.from('%PDF-1.4 test');
    const { body, contentType } = multipartUpload('customer-documents/a.pdf', { contentType: 'application/pdf', data }, 'b0undary');
    expect(contentType).toBe('multipart/related; boundary=b0undary');
    const text = body.toString('latin1');
    const metadata = JSON.parse(text.split('\r\n')[3] ?? '{}') as { name: string; metadata: { firebaseStorageDownloadTokens: string } };
    expect(metadata.name).toBe('customer-documents/a.pdf');
    expect(metadata.metadata.firebaseStorageDownloadTokens).toBe(downloadTokenFor('customer-documents/a.pdf', data));
    expect(text).toContain('\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 test\r\n--b0undary--\r\n');
  });
});
