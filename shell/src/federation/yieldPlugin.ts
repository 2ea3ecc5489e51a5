// Owns giving the main thread back between the steps of loading a remote's module, so each step is a task of its own.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { nextTask } from '../nextTask';

/**
 * The runtime runs a remote's steps one after the other in promise callbacks: once its entry script has run, initialising
 * its shared modules, loading the exposed module's chunks and evaluating it all happen in one task, which on a phone is
 * one of the page's longest (the cart's remote, loaded while the visitor may be tapping, took 34 ms there). A task boundary
 * before each step keeps them apart; the browser can paint and answer a tap in between.
 */
export function yieldPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'storefront-yield',
    beforeInitRemote: () => nextTask(),
    beforeGetExpose: () => nextTask(),
    beforeExecuteFactory: () => nextTask(),
  };
}
