import { mkdtemp, writeFile, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RsbuildPluginAPI } from '@rsbuild/core';
import { pluginExposedTypesGuard } from './typesGuard';

/** Runs the guard's build hooks around an optional types archive, as a build would. */
async function buildWith(archive: 'fresh' | 'stale' | 'missing') {
  const distPath = await mkdtemp(join(tmpdir(), 'guard-'));
  const hooks: { before?: () => void; after?: () => void } = {};
  const api = {
    context: { distPath },
    onBeforeBuild: (fn: () => void) => (hooks.before = fn),
    onAfterBuild: (fn: () => void) => (hooks.after = fn),
  } as unknown as RsbuildPluginAPI;
  await pluginExposedTypesGuard().setup(api);
  hooks.before?.();
  if (archive !== 'missing') {
    const file = join(distPath, '@mf-types.zip');
    await writeFile(file, 'zip');
    if (archive === 'stale') await utimes(file, new Date(2020, 0, 1), new Date(2020, 0, 1));
  }
  return () => hooks.after?.();
}

describe('exposed types guard', () => {
  it('lets a build through when its types were generated', async () => {
    expect(await buildWith('fresh')).not.toThrow();
  });
  it('fails a build whose types could not be generated', async () => {
    expect(await buildWith('missing')).toThrow(/could not be generated/);
  });
  it('fails a build that left only an old types archive', async () => {
    expect(await buildWith('stale')).toThrow(/could not be generated/);
  });
});
