// Owns running the site's services as separate processes: each line of their output under its name, readiness, restarts
// with backoff, giving up on a service that keeps crashing, and stopping them all together.
import { spawn, type ChildProcess } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { connect } from 'node:net';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';

export interface ServiceSpec {
  /** Short name that prefixes each line of the service's output and its log lines. */
  name: string;
  /** The module Node runs (TypeScript through tsx), and its arguments; or, with `executable`, unused. */
  module?: string;
  /**
   * A program run as it is, not by Node (PostgreSQL, Redis, Varnish). It has no IPC channel, so it does not leave by itself
   * when the supervisor is killed: stop() ends it, and the cluster checks its ports are free before it starts again.
   */
  executable?: string;
  /** The user the program runs as (PostgreSQL refuses root): its ids, given to the operating system at spawn. */
  user?: { uid: number; gid: number };
  /** The signal that stops it quickly and cleanly (SIGTERM by default; PostgreSQL's fast shutdown is SIGINT). */
  stopSignal?: NodeJS.Signals;
  /** Variables of this service only, over the supervisor's environment (a copy's own port). */
  env?: NodeJS.ProcessEnv;
  /**
   * A JavaScript program run by Node alone (Rsbuild's dev server): under tsx its dependencies' functions get `__name`
   * helpers, and Module Federation prints some of them into the browser's code, where that helper does not exist.
   */
  plainNode?: boolean;
  args?: readonly string[];
  /**
   * Addresses that answer 2xx once the service serves (its health endpoints: one per origin it listens on); a `tcp://host:port`
   * address is ready once it accepts a connection (an engine that speaks no HTTP).
   */
  health: readonly string[];
  cwd?: string;
}

export interface SupervisorOptions {
  /** The environment every child gets (the supervisor's own by default: ports, secrets, data folders). */
  env?: NodeJS.ProcessEnv;
  /** Where each output line and log line goes (stdout and stderr of the supervisor by default). */
  write?: (line: string, stream: 'out' | 'err') => void;
  /** A run shorter than this is a fast crash; a longer run before a crash starts the backoff over. */
  minUptimeMs?: number;
  /** Delay before the first restart after a fast crash, doubled for each fast crash in a row, up to maxDelayMs. */
  initialDelayMs?: number;
  maxDelayMs?: number;
  /** Fast crashes in a row after which a service is left stopped. */
  maxFastCrashes?: number;
  /** How long start() waits for every service to answer its health address. */
  readyTimeoutMs?: number;
  /** How long a child has to leave after SIGTERM before it is killed. */
  stopTimeoutMs?: number;
  /** A JSON file that names the supervisor's and each child's process id (tests stall or kill a child by it). */
  stateFile?: string;
}

export type ServiceState = 'starting' | 'ready' | 'restarting' | 'given-up' | 'stopped';

export interface ServiceStatus {
  pid: number | null;
  state: ServiceState;
  restarts: number;
}

interface Running {
  spec: ServiceSpec;
  child: ChildProcess | null;
  startedAt: number;
  state: ServiceState;
  restarts: number;
  fastCrashes: number;
  timer: NodeJS.Timeout | null;
  exited: Promise<void>;
  /** Stopped on purpose by hold(): not restarted until resume(). */
  held: boolean;
}

const require = createRequire(import.meta.url);
/** Loads TypeScript in the child without a tsx process in between, so the child is the supervisor's own and its pid is the service's. */
const TSX_LOADER = pathToFileURL(require.resolve('tsx')).href;
const GUARD = pathToFileURL(resolve(import.meta.dirname, 'supervised.mjs')).href;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export class Supervisor extends EventEmitter<{
  ready: [name: string, pid: number];
  exit: [name: string, code: number | null, signal: NodeJS.Signals | null];
  restart: [name: string, delayMs: number];
  'give-up': [name: string];
}> {
  readonly #services = new Map<string, Running>();
  readonly #options: Required<Omit<SupervisorOptions, 'stateFile'>> & { stateFile?: string };
  readonly #width: number;
  #stopping = false;

  constructor(specs: readonly ServiceSpec[], options: SupervisorOptions = {}) {
    super();
    this.#options = {
      env: process.env,
      write: (line, stream) => (stream === 'out' ? process.stdout : process.stderr).write(`${line}\n`),
      minUptimeMs: 10_000,
      initialDelayMs: 500,
      maxDelayMs: 10_000,
      maxFastCrashes: 5,
      readyTimeoutMs: 180_000,
      stopTimeoutMs: 5_000,
      ...options,
    };
    this.#width = Math.max('supervisor'.length, ...specs.map((spec) => spec.name.length));
    for (const spec of specs) {
      this.#services.set(spec.name, {
        spec,
        child: null,
        startedAt: 0,
        state: 'starting',
        restarts: 0,
        fastCrashes: 0,
        timer: null,
        exited: Promise.resolve(),
        held: false,
      });
    }
  }

  /** Starts every service at once and resolves when each answers its health addresses; rejects naming those that did not. */
  async start(): Promise<void> {
    for (const service of this.#services.values()) this.#spawn(service);
    const results = await Promise.allSettled([...this.#services.values()].map((service) => this.#waitReady(service)));
    const failed = results.flatMap((result, index) => (result.status === 'rejected' ? [[...this.#services.keys()][index]] : []));
    if (failed.length)
      throw new Error(`${failed.join(', ')} did not become ready (see ${failed.length > 1 ? 'their' : 'its'} output above)`);
  }

  status(): Record<string, ServiceStatus> {
    return Object.fromEntries(
      [...this.#services].map(([name, s]) => [name, { pid: s.child?.pid ?? null, state: s.state, restarts: s.restarts }]),
    );
  }

  pid(name: string): number | null {
    return this.#services.get(name)?.child?.pid ?? null;
  }

  /** Stops every service together: SIGTERM (after SIGCONT, for one that is stalled), then SIGKILL for one that does not leave in time. */
  async stop(): Promise<void> {
    if (!this.#stopping) this.log(`stopping ${[...this.#services.keys()].join(', ')}`);
    this.#stopping = true;
    await Promise.all(
      [...this.#services.values()].map(async (service) => {
        if (service.timer) clearTimeout(service.timer);
        const child = service.child;
        if (child && child.exitCode === null && child.signalCode === null) {
          signalGroup(child, 'SIGCONT');
          signalGroup(child, service.spec.stopSignal ?? 'SIGTERM');
          const killer = setTimeout(() => signalGroup(child, 'SIGKILL'), this.#options.stopTimeoutMs);
          await service.exited;
          clearTimeout(killer);
        }
        service.child = null;
        service.state = 'stopped';
      }),
    );
    this.#writeState();
  }

  /**
   * Sends a signal to a service's process group, as a crash or an operator would (SIGKILL, SIGSTOP…): the supervisor then does
   * what it does for any exit (restarts it with backoff). Answers the pid signalled, or null when the service is not running.
   */
  signal(name: string, signal: NodeJS.Signals): number | null {
    const child = this.#services.get(name)?.child;
    if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return null;
    signalGroup(child, signal);
    return child.pid;
  }

  /** Stops a service cleanly (its stop signal) and resolves once its next process answers its health addresses. */
  async restart(name: string): Promise<void> {
    const service = this.#services.get(name);
    if (!service) throw new Error(`no service ${name}`);
    const exited = service.exited;
    this.signal(name, service.spec.stopSignal ?? 'SIGTERM');
    await exited;
    await new Promise<void>((done, fail) => {
      const onReady = (ready: string) => ready === name && (cleanup(), done());
      const onGiveUp = (given: string) => given === name && (cleanup(), fail(new Error(`${name} given up`)));
      const cleanup = () => {
        this.off('ready', onReady);
        this.off('give-up', onGiveUp);
      };
      this.on('ready', onReady);
      this.on('give-up', onGiveUp);
    });
  }

  /** Stops a service cleanly (its stop signal) and keeps it stopped, as an outage would, until resume(). */
  async hold(name: string): Promise<void> {
    const service = this.#services.get(name);
    if (!service) throw new Error(`no service ${name}`);
    service.held = true;
    if (service.timer) clearTimeout(service.timer);
    service.timer = null;
    const exited = service.exited;
    this.signal(name, service.spec.stopSignal ?? 'SIGTERM');
    await exited;
    service.child = null;
    service.state = 'stopped';
    this.#writeState();
  }

  /** Starts a held service again; resolves once it answers its health addresses. */
  async resume(name: string): Promise<void> {
    const service = this.#services.get(name);
    if (!service?.held) throw new Error(`${name} is not held`);
    service.held = false;
    service.restarts += 1;
    this.#spawn(service);
    await this.#waitReady(service);
  }

  log(message: string, stream: 'out' | 'err' = 'out'): void {
    this.#options.write(`${'supervisor'.padEnd(this.#width)} | ${message}`, stream);
  }

  #spawn(service: Running): void {
    const { spec } = service;
    // Its own process group: a terminal's Ctrl-C reaches the supervisor alone, which then stops the services in order.
    const loader = spec.plainNode ? [] : ['--import', TSX_LOADER];
    const [command, args] = spec.executable
      ? [spec.executable, spec.args ?? []]
      : [process.execPath, [...loader, '--import', GUARD, spec.module ?? '', ...(spec.args ?? [])]];
    const child = spawn(command, args, {
      cwd: spec.cwd,
      env: spec.env ? { ...this.#options.env, ...spec.env } : this.#options.env,
      stdio: spec.executable ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'pipe', 'pipe', 'ipc'],
      detached: true,
      ...(spec.user ?? {}),
    });
    service.child = child;
    service.startedAt = performance.now();
    service.state = service.restarts ? 'restarting' : 'starting';
    const prefix = `${spec.name.padEnd(this.#width)} | `;
    for (const [stream, name] of [
      [child.stdout, 'out'],
      [child.stderr, 'err'],
    ] as const) {
      if (stream) createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => this.#options.write(prefix + line, name));
    }
    service.exited = new Promise((done) => child.once('exit', () => done()));
    child.once('error', (error) => this.log(`${spec.name} could not be started: ${error.message}`, 'err'));
    child.once('exit', (code, signal) => this.#exited(service, child, code, signal));
    this.#writeState();
  }

  #exited(service: Running, child: ChildProcess, code: number | null, signal: NodeJS.Signals | null): void {
    this.emit('exit', service.spec.name, code, signal);
    if (this.#stopping || service.child !== child || service.held) return;
    const { name } = service.spec;
    const uptime = performance.now() - service.startedAt;
    const how = signal ? `signal ${signal}` : `code ${code}`;
    service.fastCrashes = uptime < this.#options.minUptimeMs ? service.fastCrashes + 1 : 0;
    if (service.fastCrashes >= this.#options.maxFastCrashes) {
      service.state = 'given-up';
      service.child = null;
      this.log(
        `${name} (pid ${child.pid}) exited with ${how} after ${seconds(uptime)}, ${service.fastCrashes} fast crashes in a row: not restarting it`,
        'err',
      );
      this.#writeState();
      this.emit('give-up', name);
      return;
    }
    const delay = Math.min(this.#options.maxDelayMs, this.#options.initialDelayMs * 2 ** Math.max(0, service.fastCrashes - 1));
    service.state = 'restarting';
    this.log(
      `${name} (pid ${child.pid}) exited with ${how} after ${seconds(uptime)}; restarting in ${seconds(delay)} (restart ${service.restarts + 1})`,
      'err',
    );
    this.emit('restart', name, delay);
    service.timer = setTimeout(() => {
      service.timer = null;
      service.restarts += 1;
      this.#spawn(service);
      this.#waitReady(service).catch(() => {});
    }, delay);
  }

  /** Polls the service's health addresses until all answer 2xx; follows restarts; fails on a timeout or when the service is given up. */
  async #waitReady(service: Running): Promise<void> {
    const deadline = performance.now() + this.#options.readyTimeoutMs;
    const child = service.child;
    while (!this.#stopping && service.child === child && child) {
      if (performance.now() > deadline) throw new Error(`${service.spec.name} not ready`);
      const answers = await Promise.all(service.spec.health.map((url) => answers2xx(url)));
      if (service.child !== child) break;
      if (answers.every(Boolean)) {
        service.state = 'ready';
        this.log(`${service.spec.name} ready (pid ${child.pid}) in ${seconds(performance.now() - service.startedAt)}`);
        this.#writeState();
        this.emit('ready', service.spec.name, child.pid ?? 0);
        return;
      }
      await new Promise((done) => setTimeout(done, 100));
    }
    // A restart of this service is now what must become ready (start() waits for it), unless it was given up.
    if (service.state === 'given-up' || this.#stopping) throw new Error(`${service.spec.name} not ready`);
    if (service.state === 'ready') return;
    await new Promise<void>((done, fail) => {
      const onReady = (name: string) => name === service.spec.name && (cleanup(), done());
      const onGiveUp = (name: string) => name === service.spec.name && (cleanup(), fail(new Error(`${name} given up`)));
      const cleanup = () => {
        this.off('ready', onReady);
        this.off('give-up', onGiveUp);
      };
      this.on('ready', onReady);
      this.on('give-up', onGiveUp);
    });
  }

  #writeState(): void {
    const file = this.#options.stateFile;
    if (!file) return;
    const state = { supervisor: process.pid, services: this.status() };
    writeFileSync(`${file}.tmp`, JSON.stringify(state, null, 2));
    renameSync(`${file}.tmp`, file);
  }
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    // The child leads its own group: the signal reaches anything it started too.
    process.kill(-(child.pid as number), signal);
  } catch {
    // Already gone.
  }
}

async function answers2xx(url: string): Promise<boolean> {
  if (url.startsWith('tcp://')) return acceptsConnections(new URL(url));
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

function acceptsConnections({ hostname, port }: URL): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect({ host: hostname.replace(/^\[|\]$/g, ''), port: Number(port), timeout: 2_000 });
    const end = (ok: boolean) => (socket.destroy(), done(ok));
    socket.once('connect', () => end(true));
    socket.once('error', () => end(false));
    socket.once('timeout', () => end(false));
  });
}
