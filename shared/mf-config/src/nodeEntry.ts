// The Node build's entry of a remote: empty, since the shell's server loads the federation container (ssr/remoteEntry.js), not this.
export {};
