import { afterEach, describe, expect, it } from 'vitest';
import { createInstance } from '@module-federation/enhanced/runtime';
import { yieldPlugin } from './yieldPlugin';

let run = 0;
const globalName = () => `__storefront_yield_test_remote_${run}`;

afterEach(() => {
  delete (globalThis as Record<string, unknown>)[globalName()];
  run += 1;
});

/** A remote whose entry is already on the page (its global is set): the runtime uses it without loading a script. */
function remoteRecordingSteps(steps: string[]) {
  // A timer set at each step fires before the next step only if a task boundary came in between.
  const step = (name: string) => {
    steps.push(name);
    setTimeout(() => steps.push(`a task after ${name}`), 0);
  };
  (globalThis as Record<string, unknown>)[globalName()] = {
    init: () => step('init'),
    get: (expose: string) => {
      step(`get ${expose}`);
      return () => {
        step('evaluate');
        return { answer: 42 };
      };
    },
  };
}

async function load(plugins: ReturnType<typeof yieldPlugin>[]) {
  const steps: string[] = [];
  remoteRecordingSteps(steps);
  const federation = createInstance({
    // A host and a remote of their own in each test: the runtime keeps what it loaded by name, for the whole page.
    name: `yield_test_host_${run}`,
    remotes: [
      { name: `yield_test_${run}`, entry: `http://localhost:9/${run}/remoteEntry.js`, entryGlobalName: globalName(), type: 'global' },
    ],
    plugins,
  });
  const module = await federation.loadRemote<{ answer: number }>(`yield_test_${run}/thing`);
  await new Promise((resolve) => setTimeout(resolve, 0));
  return { module, steps };
}

describe('yield plugin', () => {
  it('puts a task boundary before initialising the remote, getting its module and evaluating it', async () => {
    const { module, steps } = await load([yieldPlugin()]);
    expect(module?.answer).toBe(42);
    expect(steps).toEqual(['init', 'a task after init', 'get ./thing', 'a task after get ./thing', 'evaluate', 'a task after evaluate']);
  });

  it('without it, the runtime runs the three steps in one task', async () => {
    const { steps } = await load([]);
    expect(steps.slice(0, 3)).toEqual(['init', 'get ./thing', 'evaluate']);
  });
});
