// The shell's entry: an asynchronous boundary, so the federation's shared modules are ready before any of them is used.
void import('./start');
