// Owns the rule by which the shell loads a remote built against a contract version: the same major, a minor no newer than its own.

/** A version as `major.minor.patch` (a pre-release or build suffix is ignored), or null when it is not one. */
export function parseContractVersion(version: unknown): { major: number; minor: number } | null {
  if (typeof version !== 'string') return null;
  const match = /^(\d+)\.(\d+)\.(\d+)(?:[-+][\w.-]*)?$/.exec(version);
  return match ? { major: Number(match[1]), minor: Number(match[2]) } : null;
}

/**
 * Why the shell refuses a remote built against `remoteVersion`, or null when it loads it. A minor adds to the contract what
 * an older remote does without (1.1: the shell fills the live page table from the pointer), so a remote of any older minor is
 * loaded and the remotes move at their own pace; a remote may rely on all its own minor added, which an older shell does not
 * give, so a newer minor waits for the shell. Another major changes what exists: refused either way.
 */
export function contractRefusal(remoteVersion: unknown, shellVersion: string): string | null {
  const remote = parseContractVersion(remoteVersion);
  const shell = parseContractVersion(shellVersion);
  if (!remote || !shell) return `contract ${String(remoteVersion)} is not a version this shell (${shellVersion}) can compare`;
  if (remote.major !== shell.major)
    return `contract ${String(remoteVersion)} is another major than the shell's ${shellVersion}: rebuild the remote against ${shell.major}.x`;
  if (remote.minor > shell.minor)
    return `contract ${String(remoteVersion)} is newer than the shell's ${shellVersion}: release the shell first, then the remote`;
  return null;
}
