// Public entry of @storefront/api: start the store API, or build it for tests.
export { startApi, type StartApiOptions, type RunningApi } from './server';
export { buildApi, type ApiDeps } from './app';
export {
  INTEGRITY_HEADER,
  createLocalIntegrity,
  createAppCheckVerifier,
  integrityFor,
  type AppCheckOptions,
  type IntegrityVerifier,
} from './integrity';
