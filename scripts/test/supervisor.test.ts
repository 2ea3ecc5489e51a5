// The supervisor of `npm start` with stand-in services: readiness, output under each name, restarts with backoff, giving up, stopping all.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { Supervisor, type ServiceSpec, type SupervisorOptions } from '../lib/supervisor';

const SERVICE = resolve(import.meta.dirname, 'fixtures/service.mjs');
const TSX = createRequire(import.meta.url).resolve('tsx');

async function freePort(): Promise<number> {
  return new Promise((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

async function fake(name: string, ...flags: string[]): Promise<ServiceSpec> {
  const port = await freePort();
  return { name, module: SERVICE, args: [String(port), ...flags], health: [`http://127.0.0.1:${port}/health`] };
}

/** Whether a process runs (a zombie waiting for its parent to read its status does not). */
function alive(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0] !== 'Z';
  } catch {
    return false;
  }
}

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((done) => setTimeout(done, 50));
  }
}

const healthy = async (spec: ServiceSpec) => (await fetch(spec.health[0] as string).catch(() => null))?.status === 200;

let supervisor: Supervisor | undefined;
afterEach(async () => {
  await supervisor?.stop();
  supervisor = undefined;
});

function supervise(specs: ServiceSpec[], options: SupervisorOptions = {}) {
  const lines: { line: string; stream: 'out' | 'err' }[] = [];
  supervisor = new Supervisor(specs, { write: (line, stream) => lines.push({ line, stream }), ...options });
  return { supervisor, lines, text: () => lines.map((l) => l.line).join('\n') };
}

describe('the supervisor', () => {
  it('starts every service, resolves once each answers, and writes their output line by line under their names', async () => {
    process.env.FAKE_SECRET = 'passed-through';
    const quick = await fake('quick');
    const slow = await fake('slow-one', '--ready-after=600', '--print-env=FAKE_SECRET');
    const run = supervise([quick, slow]);
    const started = Date.now();
    await run.supervisor.start();
    expect(Date.now() - started).toBeGreaterThanOrEqual(500);
    expect(await healthy(quick)).toBe(true);
    expect(await healthy(slow)).toBe(true);
    await until(() => run.lines.some((l) => l.line.includes('FAKE_SECRET')));
    expect(run.lines).toContainEqual({ line: 'quick      | first line', stream: 'out' });
    expect(run.lines).toContainEqual({ line: 'slow-one   | second line', stream: 'out' });
    expect(run.lines).toContainEqual({ line: 'slow-one   | a line on stderr', stream: 'err' });
    expect(run.lines).toContainEqual({ line: 'slow-one   | FAKE_SECRET=passed-through', stream: 'out' });
    expect(run.text()).toMatch(new RegExp(`supervisor \\| slow-one ready \\(pid ${run.supervisor.pid('slow-one')}\\) in \\d+\\.\\d s`));
  });

  it('runs a plain Node program without tsx (Rsbuild under tsx puts `__name` helpers into the browser code), guarded all the same', async () => {
    const typescript = await fake('ts', '--print-loaders');
    const plain = { ...(await fake('plain', '--print-loaders')), plainNode: true };
    const run = supervise([typescript, plain]);
    await run.supervisor.start();
    await until(() => run.lines.filter((l) => l.line.includes('loaders:')).length === 2);
    expect(run.lines).toContainEqual({ line: 'ts         | loaders: tsx supervised.mjs', stream: 'out' });
    expect(run.lines).toContainEqual({ line: 'plain      | loaders: supervised.mjs', stream: 'out' });
  });

  it('runs a plain executable with its own variables, ready once its TCP port accepts; signal() and restart() reach it', async () => {
    const port = await freePort();
    // A program that is not Node: a shell that prints its own variable, then runs a TCP server (Node, exec'd, as any engine would be).
    const server = `require('node:net').createServer((s) => s.end()).listen(${port}, '127.0.0.1')`;
    const engine: ServiceSpec = {
      name: 'engine',
      executable: '/bin/sh',
      args: ['-c', `echo "OWN=$OWN"; exec "${process.execPath}" -e "${server}"`],
      env: { OWN: 'this-one' },
      stopSignal: 'SIGINT',
      health: [`tcp://127.0.0.1:${port}`],
    };
    const run = supervise([engine], { initialDelayMs: 50 });
    await run.supervisor.start();
    expect(run.lines).toContainEqual({ line: 'engine     | OWN=this-one', stream: 'out' });
    const first = run.supervisor.pid('engine') as number;
    expect(run.supervisor.signal('engine', 'SIGKILL')).toBe(first);
    await until(() => run.supervisor.status().engine?.state === 'ready' && run.supervisor.pid('engine') !== first);
    const second = run.supervisor.pid('engine') as number;
    await run.supervisor.restart('engine');
    expect(run.supervisor.pid('engine')).not.toBe(second);
    expect(run.supervisor.status().engine).toMatchObject({ state: 'ready', restarts: 2 });
    expect(alive(first)).toBe(false);
  });

  it('holds a service stopped past its restart delay (an outage a drill makes), and resume() brings it back', async () => {
    const steady = await fake('steady');
    const victim = await fake('victim');
    const run = supervise([steady, victim], { initialDelayMs: 50 });
    await run.supervisor.start();
    const first = run.supervisor.pid('victim') as number;
    await run.supervisor.hold('victim');
    expect(alive(first)).toBe(false);
    await new Promise((done) => setTimeout(done, 500));
    expect(await healthy(victim)).toBe(false);
    expect(run.supervisor.status().victim).toEqual({ pid: null, state: 'stopped', restarts: 0 });
    expect(run.text()).not.toContain('restarting');
    await run.supervisor.resume('victim');
    expect(await healthy(victim)).toBe(true);
    expect(run.supervisor.status().victim).toMatchObject({ state: 'ready', restarts: 1 });
    expect(run.supervisor.pid('victim')).not.toBe(first);
    await expect(run.supervisor.resume('steady')).rejects.toThrow('steady is not held');
  });

  it('restarts a service that crashed, says so in one line, and the service answers again', async () => {
    const steady = await fake('steady');
    const victim = await fake('victim');
    const run = supervise([steady, victim], { initialDelayMs: 50 });
    await run.supervisor.start();
    const first = run.supervisor.pid('victim') as number;
    const readyAgain = new Promise<number>((done) => run.supervisor.on('ready', (name, pid) => name === 'victim' && done(pid)));
    process.kill(first, 'SIGKILL');
    const second = await readyAgain;
    expect(second).not.toBe(first);
    expect(await healthy(victim)).toBe(true);
    const restarts = run.lines.filter((l) => l.line.includes('exited'));
    expect(restarts).toHaveLength(1);
    expect(restarts[0]).toEqual({
      line: expect.stringMatching(
        new RegExp(
          `^supervisor \\| victim \\(pid ${first}\\) exited with signal SIGKILL after \\d+\\.\\d s; restarting in 0\\.1 s \\(restart 1\\)$`,
        ),
      ),
      stream: 'err',
    });
    expect(run.supervisor.status().victim).toEqual({ pid: second, state: 'ready', restarts: 1 });
    expect(run.supervisor.status().steady?.restarts).toBe(0);
  });

  it('doubles the delay after each fast crash and gives up after repeated ones, while the others keep running', async () => {
    const steady = await fake('steady');
    const crasher = await fake('crasher', '--crash-on-start');
    const run = supervise([steady, crasher], { initialDelayMs: 40, maxDelayMs: 120, maxFastCrashes: 5, minUptimeMs: 5_000 });
    const delays: number[] = [];
    run.supervisor.on('restart', (name, delay) => name === 'crasher' && delays.push(delay));
    const gaveUp = new Promise<void>((done) => run.supervisor.on('give-up', () => done()));
    await expect(run.supervisor.start()).rejects.toThrow('crasher did not become ready');
    await gaveUp;
    expect(delays).toEqual([40, 80, 120, 120]);
    expect(run.supervisor.status().crasher).toEqual({ pid: null, state: 'given-up', restarts: 4 });
    expect(run.text()).toMatch(
      /supervisor \| crasher \(pid \d+\) exited with code 3 after \d+\.\d s, 5 fast crashes in a row: not restarting it/,
    );
    expect(await healthy(steady)).toBe(true);
    expect(run.supervisor.status().steady?.state).toBe('ready');
  });

  it('starts the count over after a run longer than the minimum uptime', async () => {
    const victim = await fake('victim');
    const run = supervise([victim], { initialDelayMs: 30, minUptimeMs: 200 });
    await run.supervisor.start();
    const delays: number[] = [];
    run.supervisor.on('restart', (_name, delay) => delays.push(delay));
    for (let i = 0; i < 3; i++) {
      await new Promise((done) => setTimeout(done, 300));
      const readyAgain = new Promise<void>((done) => run.supervisor.once('ready', () => done()));
      process.kill(run.supervisor.pid('victim') as number, 'SIGKILL');
      await readyAgain;
    }
    expect(delays).toEqual([30, 30, 30]);
  });

  it('stops every service together: a stalled one and one that ignores SIGTERM too, and restarts none of them', async () => {
    const specs = [await fake('plain'), await fake('stalled'), await fake('stubborn', '--ignore-sigterm')];
    const run = supervise(specs, { stopTimeoutMs: 500 });
    await run.supervisor.start();
    const pids = specs.map((spec) => run.supervisor.pid(spec.name) as number);
    process.kill(pids[1] as number, 'SIGSTOP');
    const started = Date.now();
    await run.supervisor.stop();
    expect(Date.now() - started).toBeLessThan(3_000);
    for (const pid of pids) expect(alive(pid), `pid ${pid}`).toBe(false);
    expect(run.text()).not.toContain('restarting');
    expect(Object.values(run.supervisor.status()).map((s) => s.state)).toEqual(['stopped', 'stopped', 'stopped']);
  });

  it('leaves no service behind when the supervisor itself is killed with SIGKILL', async () => {
    const ports = [await freePort(), await freePort()];
    const parent = spawn(process.execPath, ['--import', TSX, resolve(import.meta.dirname, 'fixtures/supervise.ts'), ...ports.map(String)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const pids = await new Promise<number[]>((done) =>
      parent.stdout.once('data', (chunk: Buffer) => done(JSON.parse(chunk.toString()) as number[])),
    );
    expect(pids.every(alive)).toBe(true);
    parent.kill('SIGKILL');
    await until(() => pids.every((pid) => !alive(pid)), 8_000);
  }, 15_000);
});
