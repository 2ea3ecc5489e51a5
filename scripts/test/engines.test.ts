// How the cluster finds its engines, installs them as root, says how to get them otherwise, and whom PostgreSQL runs as.
import { describe, expect, it } from 'vitest';
import { findEngines, getEngines, missingEnginesMessage, postgresUser, type Machine } from '../lib/engines';

function machine(options: {
  executables?: string[];
  env?: NodeJS.ProcessEnv;
  isRoot?: boolean;
  aptWorks?: boolean;
  postgresUser?: boolean;
  folders?: Record<string, string[]>;
}) {
  const executables = new Set(options.executables ?? []);
  const commands: string[] = [];
  const said: string[] = [];
  const fake: Machine = {
    env: { PATH: '/usr/local/bin:/usr/bin', ...options.env },
    isExecutable: (path) => executables.has(path),
    list: (dir) => options.folders?.[dir] ?? [],
    run: (command, args) => {
      commands.push([command, ...args].join(' '));
      if (command === 'apt-get' && args[0] === 'install' && options.aptWorks) {
        for (const path of [
          '/usr/lib/postgresql/15/bin/postgres',
          '/usr/lib/postgresql/15/bin/initdb',
          '/usr/bin/redis-server',
          '/usr/sbin/varnishd',
          '/usr/bin/prometheus',
          '/usr/bin/promtool',
          '/usr/bin/prometheus-varnish-exporter',
        ])
          executables.add(path);
        options.folders = { '/usr/lib/postgresql': ['15'] };
      }
      return options.aptWorks ? true : 'E: Unable to locate package varnish';
    },
    say: (line) => said.push(line),
    isRoot: options.isRoot ?? false,
    user: (name) => (name === 'postgres' && options.postgresUser ? { uid: 102, gid: 105 } : undefined),
    self: { name: 'dev', uid: 1000, gid: 1000 },
  };
  return { fake, commands, said };
}

const ALL = [
  '/usr/lib/postgresql/13/bin/postgres',
  '/usr/lib/postgresql/13/bin/initdb',
  '/usr/lib/postgresql/16/bin/postgres',
  '/usr/lib/postgresql/16/bin/initdb',
  '/usr/bin/redis-server',
  '/usr/sbin/varnishd',
  '/usr/bin/prometheus',
  '/usr/bin/promtool',
  '/usr/bin/prometheus-varnish-exporter',
];
const WATCHERS = {
  prometheus: '/usr/bin/prometheus',
  promtool: '/usr/bin/promtool',
  varnishExporter: '/usr/bin/prometheus-varnish-exporter',
};

describe("the cluster's engines", () => {
  it("finds Debian's newest PostgreSQL (off PATH), redis-server, varnishd, Prometheus with promtool and Varnish's exporter", () => {
    const { fake } = machine({ executables: ALL, folders: { '/usr/lib/postgresql': ['13', '16', 'lib'] } });
    expect(findEngines(fake)).toEqual({
      found: {
        postgresBin: '/usr/lib/postgresql/16/bin',
        redisServer: '/usr/bin/redis-server',
        varnishd: '/usr/sbin/varnishd',
        ...WATCHERS,
      },
      missing: [],
    });
  });

  it('counts Prometheus missing without its promtool (the cluster checks its rules with it)', () => {
    const { fake } = machine({
      executables: ALL.filter((path) => path !== '/usr/bin/promtool'),
      folders: { '/usr/lib/postgresql': ['16'] },
    });
    expect(findEngines(fake).missing).toEqual(['prometheus']);
  });

  it('takes POSTGRES_BIN_DIR first, and a postgres on PATH when Debian has none', () => {
    const { fake } = machine({
      executables: [...ALL, '/opt/pg/postgres'],
      env: { POSTGRES_BIN_DIR: '/opt/pg' },
      folders: { '/usr/lib/postgresql': ['16'] },
    });
    expect(findEngines(fake).found.postgresBin).toBe('/opt/pg');
    const { fake: brew } = machine({ executables: ['/usr/local/bin/postgres', '/usr/local/bin/initdb'] });
    expect(findEngines(brew).found.postgresBin).toBe('/usr/local/bin');
  });

  it('installs the missing ones with apt-get as root, and only those', () => {
    const { fake, commands, said } = machine({
      isRoot: true,
      aptWorks: true,
      executables: ['/usr/bin/apt-get', '/usr/bin/redis-server', '/usr/bin/prometheus', '/usr/bin/promtool'],
    });
    expect(getEngines(fake)).toEqual({
      postgresBin: '/usr/lib/postgresql/15/bin',
      redisServer: '/usr/bin/redis-server',
      varnishd: '/usr/sbin/varnishd',
      ...WATCHERS,
    });
    expect(commands).toEqual(['apt-get update -qq', 'apt-get install -y -qq postgresql varnish prometheus-varnish-exporter']);
    expect(said).toEqual(['Installing postgresql, varnish, prometheus-varnish-exporter with apt-get for the cluster']);
  });

  it('says in one line how to get them when not root, and runs nothing', () => {
    const { fake, commands } = machine({ executables: ['/usr/bin/apt-get', '/usr/sbin/varnishd', ...Object.values(WATCHERS)] });
    expect(() => getEngines(fake)).toThrow(missingEnginesMessage(['postgres', 'redis']));
    expect(missingEnginesMessage(['postgres', 'redis'])).toContain('sudo apt-get install -y postgresql redis-server');
    expect(missingEnginesMessage(['prometheus', 'varnish-exporter'])).toContain(
      'sudo apt-get install -y prometheus prometheus-varnish-exporter',
    );
    expect(commands).toEqual([]);
  });

  it('says the same after a failed apt-get, with its reason', () => {
    const { fake, said } = machine({ isRoot: true, aptWorks: false, executables: ['/usr/bin/apt-get'] });
    expect(() => getEngines(fake)).toThrow('No postgres, redis, varnish, prometheus, varnish-exporter for the cluster');
    expect(said.at(-1)).toBe('apt-get failed: E: Unable to locate package varnish');
  });

  it("runs PostgreSQL as Debian's postgres user when root, as the invoking user otherwise", () => {
    expect(postgresUser(machine({ isRoot: true, postgresUser: true }).fake)).toEqual({ name: 'postgres', uid: 102, gid: 105 });
    expect(postgresUser(machine({ isRoot: false, postgresUser: true }).fake)).toEqual({ name: 'dev', uid: 1000, gid: 1000 });
    expect(() => postgresUser(machine({ isRoot: true, postgresUser: false }).fake)).toThrow('will not run as root');
  });
});
