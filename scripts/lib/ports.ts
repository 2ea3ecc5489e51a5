// Owns checking, before any build work, that every port the site needs is free, and saying in one line which one is not.
import { execFile } from 'node:child_process';
import { createServer } from 'node:net';
import { promisify } from 'node:util';
import { PORT_OFFSET_VARIABLE, portRole, portVariable, sitePorts, type PortName } from '@storefront/mf-config/ports';

const exec = promisify(execFile);

/** Whether something already listens on the port (on any of the addresses the site binds). */
export async function isPortTaken(port: number): Promise<boolean> {
  for (const host of ['127.0.0.1', '::1']) {
    const taken = await new Promise<boolean>((resolve) => {
      const server = createServer();
      server.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'EADDRINUSE' || error.code === 'EACCES'));
      server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(false)));
    });
    if (taken) return true;
  }
  return false;
}

/** The program that holds a port, as "name (pid N)", when the system can tell (ss from iproute2, or lsof). */
export async function holderOf(port: number): Promise<string | null> {
  try {
    const { stdout } = await exec('ss', ['-Hltnp', `sport = :${port}`]);
    const found = /users:\(\("([^"]+)",pid=(\d+)/.exec(stdout);
    if (found) return `${found[1]} (pid ${found[2]})`;
  } catch {
    // ss is not everywhere; lsof may be.
  }
  try {
    const { stdout } = await exec('lsof', ['-nP', `-iTCP:${port}`, '-sTCP:LISTEN', '-Fcp']);
    const pid = /^p(\d+)/m.exec(stdout)?.[1];
    const name = /^c(.+)$/m.exec(stdout)?.[1];
    if (pid) return `${name ?? 'a program'} (pid ${pid})`;
  } catch {
    // Neither tool: the message says only that the port is taken.
  }
  return null;
}

export function takenPortMessage(name: PortName, port: number, holder: string | null): string {
  return `Port ${port} for ${portRole(name)} is taken${holder ? ` by ${holder}` : ''}: stop it, or set ${portVariable(name)} (or ${PORT_OFFSET_VARIABLE} to move every port) to use another.`;
}

/** Checks every port the site listens on; on the first one taken, prints one line and exits, before the caller builds anything. */
export async function requireFreePorts(): Promise<void> {
  const ports = sitePorts();
  for (const [name, port] of Object.entries(ports)) {
    if (await isPortTaken(port)) {
      console.error(takenPortMessage(name, port, await holderOf(port)));
      process.exit(1);
    }
  }
}
