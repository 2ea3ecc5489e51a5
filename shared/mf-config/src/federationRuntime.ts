// The federation runtime core and its libraries for a remote's harness page, where no shell provides them (the remotes' builds leave them out).
import * as runtimeCore from '@module-federation/runtime-tools/runtime-core';
import * as sdk from '@module-federation/sdk';
import * as errorCodes from '@module-federation/error-codes';
import { RUNTIME_LIBRARY_GLOBALS } from './runtimeLibraries';

const scope = globalThis as Record<string, unknown>;
scope._FEDERATION_RUNTIME_CORE ??= runtimeCore;
scope[RUNTIME_LIBRARY_GLOBALS['@module-federation/sdk']] ??= sdk;
scope[RUNTIME_LIBRARY_GLOBALS['@module-federation/error-codes']] ??= errorCodes;
