// The shell's entry: an asynchronous boundary, so the federation's shared modules are ready before any of them is used.
// The start is a task of its own: evaluating this file (the federation's runtime and its set-up) and fetching the start's
// modules with their shared libraries are two shorter tasks rather than one long one on a phone.
// The start's chunk holds the layout too (src/start.ts): its shared libraries are the same, so it costs no time, one request less.
setTimeout(() => void import(/* webpackChunkName: "start" */ './start'), 0);
