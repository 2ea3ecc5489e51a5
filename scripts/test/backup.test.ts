// The cluster's backups without PostgreSQL: the archiving settings, which base backups count (finished ones, in order) and
// which files of the archive are WAL segments. The backups themselves are taken and restored by `npm run test:cluster` and
// `npm run test:chaos` (the restore drill).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { archivedSegments, archivingArgs, baseBackups, type BackupPaths } from '../lib/backup';

let folder: string | undefined;
afterEach(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
  folder = undefined;
});

function backupPaths(): BackupPaths {
  folder = mkdtempSync(resolve(tmpdir(), 'backups-'));
  const paths = { walArchive: resolve(folder, 'wal'), baseBackups: resolve(folder, 'base') };
  mkdirSync(paths.walArchive);
  mkdirSync(paths.baseBackups);
  return paths;
}

describe("the cluster's backups", () => {
  it('archives each segment once, with the documented test-and-copy, quoting a folder with a space or a quote', () => {
    const args = archivingArgs("/srv/the shop's/wal");
    expect(args).toEqual([
      '-c',
      'wal_level=replica',
      '-c',
      'archive_mode=on',
      '-c',
      `archive_command=test ! -f '/srv/the shop'\\''s/wal'/%f && cp %p '/srv/the shop'\\''s/wal'/%f`,
      '-c',
      'archive_timeout=60s',
    ]);
  });

  it('lists the finished base backups oldest first, and skips one that did not finish (no backup.json)', () => {
    const paths = backupPaths();
    const write = (label: string, finishedAt: string) => {
      mkdirSync(resolve(paths.baseBackups, label));
      const backup = { label, dir: resolve(paths.baseBackups, label), startedAt: finishedAt, finishedAt };
      writeFileSync(resolve(paths.baseBackups, label, 'backup.json'), JSON.stringify(backup));
    };
    write('storefront-b', '2026-05-02T10:00:00.000Z');
    write('storefront-a', '2026-05-01T10:00:00.000Z');
    mkdirSync(resolve(paths.baseBackups, 'storefront-c'));
    expect(baseBackups(paths).map((backup) => backup.label)).toEqual(['storefront-a', 'storefront-b']);
  });

  it('counts WAL segments only, in order (not the backup history files, timelines or partial segments)', () => {
    const paths = backupPaths();
    for (const name of [
      '000000010000000000000003',
      '000000010000000000000002',
      '000000010000000000000002.00000028.backup',
      '00000002.history',
      '000000010000000000000004.partial',
    ])
      writeFileSync(resolve(paths.walArchive, name), '');
    expect(archivedSegments(paths)).toEqual(['000000010000000000000002', '000000010000000000000003']);
  });
});
