// The skeleton `npm run new-remote` writes: its port, its names, and what it declares.
import { pathsLeavingWorkspace } from '@storefront/remote-kit/workspace-paths';
import { describe, expect, it } from 'vitest';
import { resolve } from 'node:path';
import { nextPort, remoteFiles } from '../lib/remoteTemplate';
import { repoRoot } from '../lib/paths';

describe('a new remote', () => {
  it('takes the first port after the remotes that no service or cluster engine has', () => {
    expect(nextPort([3001, 3002, 3003, 3004, 3005])).toBe(3006);
    // 3010 is the store API's, 3011 and 3012 its cluster copies'.
    expect(nextPort([3001, 3009])).toBe(3013);
  });

  it('is named from its name: package, remote, page id, component; its neighbours are the other remotes', () => {
    const files = remoteFiles({ name: 'seasonal-booking', port: 3007, folder: resolve(repoRoot, 'mfe-seasonal-booking'), root: repoRoot });
    const pkg = JSON.parse(files['package.json']!) as { name: string; storefront: object; dependencies: Record<string, string> };
    expect(pkg.name).toBe('mfe-seasonal-booking');
    expect(pkg.storefront).toEqual({ remote: 'seasonal-booking', port: 3007 });
    expect(pkg.dependencies.react).toMatch(/^\^19\./);
    expect(files['src/pages.ts']).toContain("id: 'seasonalBookingHome'");
    expect(files['src/pages.ts']).toContain("paths: { fr: '/fr/seasonal-booking', en: '/en/seasonal-booking' }");
    expect(files['src/routes.ts']).toContain("export const remote = 'seasonal-booking' as const;");
    expect(files['src/features/home/SeasonalBookingPage.tsx']).toContain('export default function SeasonalBookingPage()');
    expect(files['src/harness/neighbours.ts']).toContain("import { pages as forms } from '../../../mfe-forms/src/pages';");
    // Its scripts and settings come from the kit and the packages by version range: nothing leaves its folder (ADR 0067).
    expect(files['tsconfig.json']).toContain('"extends": "@storefront/remote-kit/tsconfig.base.json"');
    expect(files['playwright.config.ts']).toContain("from '@storefront/remote-kit/playwright'");
    const shaped = JSON.parse(files['package.json']!) as { scripts: Record<string, string>; devDependencies: Record<string, string> };
    expect(pathsLeavingWorkspace({ packageJson: shaped, tsconfig: JSON.parse(files['tsconfig.json']!) as { extends: string } })).toEqual(
      [],
    );
    expect(shaped.devDependencies['@storefront/remote-kit']).toMatch(/^\^1\./);
    expect(pkg.dependencies['@storefront/contracts']).toMatch(/^\^1\./);
  });
});
