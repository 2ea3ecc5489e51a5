// Owns the lock that makes a release's read-modify-write of the pointer and its history one step: a file created exclusively
// (O_EXCL, atomic on every local file system), naming its holder, taken over only when that holder is gone.
import { open, readFile, rm } from 'node:fs/promises';
import { hostname } from 'node:os';

export interface FileLockOptions {
  /** How long to keep trying before giving up with a line naming the holder. */
  timeoutMs?: number;
  /** A lock older than this is a crashed holder's, whatever it says (a release holds it for milliseconds). */
  staleMs?: number;
}

interface Holder {
  pid: number;
  host: string;
  at: number;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function holderOf(path: string): Promise<Holder | null> {
  try {
    return JSON.parse(await readFile(path, 'utf8')) as Holder;
  } catch {
    return null;
  }
}

/** Runs `work` while holding the lock at `path`; two callers, in one process or in two, never run it at once. */
export async function withFileLock<T>(path: string, work: () => Promise<T>, options: FileLockOptions = {}): Promise<T> {
  const { timeoutMs = 30_000, staleMs = 60_000 } = options;
  const deadline = Date.now() + timeoutMs;
  const me: Holder = { pid: process.pid, host: hostname(), at: Date.now() };
  for (let wait = 5; ; wait = Math.min(wait * 2, 200)) {
    try {
      const handle = await open(path, 'wx');
      await handle.writeFile(JSON.stringify({ ...me, at: Date.now() }));
      await handle.close();
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = await holderOf(path);
      // A holder that died (on this machine) or that has held it far longer than any release takes leaves it to the next one.
      const gone = holder && ((holder.host === me.host && !isAlive(holder.pid)) || Date.now() - holder.at > staleMs);
      if (gone) {
        await rm(path, { force: true });
        continue;
      }
      if (Date.now() > deadline)
        throw new Error(`${path} is held by pid ${holder?.pid ?? '?'} on ${holder?.host ?? '?'}: another release is under way`, {
          cause: error,
        });
      await new Promise((done) => setTimeout(done, wait + Math.random() * wait));
    }
  }
  try {
    return await work();
  } finally {
    await rm(path, { force: true });
  }
}
