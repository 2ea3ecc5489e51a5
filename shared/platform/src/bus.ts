// Owns the typed event bus: commands with exactly one owner (buffered until it registers) and broadcast events.
import type { CommandMap, CommandName, EventMap, EventName } from '@storefront/contracts';

type CommandHandler<K extends CommandName> = (payload: CommandMap[K]) => void | Promise<void>;
type EventListener<K extends EventName> = (payload: EventMap[K]) => void;

export interface Bus {
  /** Sends a command to its owner; if no owner has registered yet, it waits in order until one does. */
  send<K extends CommandName>(name: K, payload: CommandMap[K]): void;
  /** Registers the one owner of a command, then hands it every command that waited. Returns an unregister function. */
  handle<K extends CommandName>(name: K, handler: CommandHandler<K>): () => void;
  emit<K extends EventName>(name: K, payload: EventMap[K]): void;
  on<K extends EventName>(name: K, listener: EventListener<K>): () => void;
  /** Commands still waiting for their owner (for diagnostics and tests). */
  pending(name: CommandName): number;
  /** Hears each command that has to wait for its owner (e.g. the shell starts the cart runtime on the first cart action). */
  onWaiting(listener: (name: CommandName) => void): () => void;
}

export function createBus(): Bus {
  const owners = new Map<CommandName, CommandHandler<never>>();
  const waiting = new Map<CommandName, unknown[]>();
  const listeners = new Map<EventName, Set<EventListener<never>>>();
  const waitingListeners = new Set<(name: CommandName) => void>();

  const deliver = <K extends CommandName>(name: K, handler: CommandHandler<K>, payload: CommandMap[K]) => {
    try {
      const result = handler(payload);
      if (result instanceof Promise) result.catch((error: unknown) => console.error(`[bus] ${name} failed`, error));
    } catch (error) {
      console.error(`[bus] ${name} failed`, error);
    }
  };

  return {
    send(name, payload) {
      const owner = owners.get(name) as CommandHandler<typeof name> | undefined;
      if (owner) deliver(name, owner, payload);
      else {
        waiting.set(name, [...(waiting.get(name) ?? []), payload]);
        for (const listener of [...waitingListeners]) listener(name);
      }
    },
    handle(name, handler) {
      if (owners.has(name)) throw new Error(`The command ${name} already has an owner`);
      owners.set(name, handler as CommandHandler<never>);
      const queued = waiting.get(name) ?? [];
      waiting.delete(name);
      for (const payload of queued) deliver(name, handler, payload as CommandMap[typeof name]);
      return () => {
        if (owners.get(name) === (handler as CommandHandler<never>)) owners.delete(name);
      };
    },
    emit(name, payload) {
      for (const listener of [...(listeners.get(name) ?? [])]) {
        try {
          (listener as EventListener<typeof name>)(payload);
        } catch (error) {
          console.error(`[bus] listener of ${name} failed`, error);
        }
      }
    },
    on(name, listener) {
      const set = listeners.get(name) ?? new Set();
      set.add(listener as EventListener<never>);
      listeners.set(name, set);
      return () => set.delete(listener as EventListener<never>);
    },
    pending(name) {
      return waiting.get(name)?.length ?? 0;
    },
    onWaiting(listener) {
      waitingListeners.add(listener);
      return () => waitingListeners.delete(listener);
    },
  };
}

// One bus per page even if two copies of this package were ever loaded (the federation shares it as a singleton).
const GLOBAL_KEY = Symbol.for('storefront.platform.bus');
type WithBus = typeof globalThis & { [GLOBAL_KEY]?: Bus };

export const bus: Bus = ((globalThis as WithBus)[GLOBAL_KEY] ??= createBus());
