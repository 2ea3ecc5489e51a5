// The federation runtime core for a remote's harness page, where no shell provides it (the remotes' builds leave it out).
import * as runtimeCore from '@module-federation/runtime-tools/runtime-core';

(globalThis as { _FEDERATION_RUNTIME_CORE?: unknown })._FEDERATION_RUNTIME_CORE ??= runtimeCore;
