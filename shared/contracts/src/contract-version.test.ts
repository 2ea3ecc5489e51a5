import { describe, expect, it } from 'vitest';
import { contractRefusal, parseContractVersion } from './contract-version';
import { CONTRACT_VERSION, isCompatibleContract } from './remote';

describe('contract version', () => {
  it('reads major.minor.patch, with or without a pre-release or build suffix, and nothing else', () => {
    expect(parseContractVersion('1.10.3')).toEqual({ major: 1, minor: 10 });
    expect(parseContractVersion('2.0.0-rc.1')).toEqual({ major: 2, minor: 0 });
    expect(parseContractVersion('1.1.0+build.7')).toEqual({ major: 1, minor: 1 });
    for (const wrong of ['1.1', 'v1.1.0', '', '1.x.0', undefined, 1.1]) expect(parseContractVersion(wrong)).toBeNull();
  });

  it("loads a remote of the shell's major built against its minor or an older one, so two minors are live at once", () => {
    expect(contractRefusal('1.0.0', '1.1.0')).toBeNull();
    expect(contractRefusal('1.0.7', '1.1.0')).toBeNull();
    expect(contractRefusal('1.1.0', '1.1.0')).toBeNull();
    expect(contractRefusal('1.1.9', '1.1.0')).toBeNull();
    // Minors compare as numbers, not as text.
    expect(contractRefusal('1.9.0', '1.10.0')).toBeNull();
  });

  it('refuses a newer minor (it may rely on what this shell does not give) and another major, saying which', () => {
    expect(contractRefusal('1.2.0', '1.1.0')).toBe(
      "contract 1.2.0 is newer than the shell's 1.1.0: release the shell first, then the remote",
    );
    expect(contractRefusal('1.10.0', '1.9.0')).toMatch(/is newer than/);
    expect(contractRefusal('2.0.0', '1.1.0')).toBe(
      "contract 2.0.0 is another major than the shell's 1.1.0: rebuild the remote against 1.x",
    );
    expect(contractRefusal('0.9.0', '1.1.0')).toMatch(/another major/);
    expect(contractRefusal(undefined, '1.1.0')).toBe('contract undefined is not a version this shell (1.1.0) can compare');
    expect(contractRefusal('1.1', '1.1.0')).toMatch(/is not a version/);
  });

  it("is this shell's rule by default", () => {
    expect(isCompatibleContract(CONTRACT_VERSION)).toBe(true);
    expect(isCompatibleContract('1.0.0')).toBe(true);
    expect(isCompatibleContract('2.0.0')).toBe(false);
  });
});
