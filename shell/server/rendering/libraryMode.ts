// Owns which build of React (and of every library that reads NODE_ENV) the shell's server runs, and the deployment's settings as
// they were given, before any module that loads React is evaluated: main.ts imports it first.
//
// The local stack (`npm start`, the suites, the cluster) runs outside production, since production refuses its stand-ins and
// STOREFRONT_STACK=local (production.ts). It still renders with React's production build, as a deployment does: React is
// external to the server bundle and picks its build from NODE_ENV when it is first loaded (@storefront/contracts loads
// react-router, hence React, on import), so NODE_ENV is set here, first, for the whole process. One build for the whole
// process: React's development core under its production server renderer fails every render (`dispatcher.getOwner`).

/** The environment as the process was given it: what the production checks read. */
export const deploymentEnv: Readonly<NodeJS.ProcessEnv> = Object.freeze({ ...process.env });

/** NODE_ENV the libraries should see: production's build on the local stack too; whatever was given otherwise. */
export function libraryNodeEnv(env: Readonly<NodeJS.ProcessEnv>): string | undefined {
  return env.NODE_ENV === undefined && env.STOREFRONT_STACK === 'local' ? 'production' : env.NODE_ENV;
}

const mode = libraryNodeEnv(deploymentEnv);
if (mode !== undefined) process.env.NODE_ENV = mode;
