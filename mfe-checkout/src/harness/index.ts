// The harness page's entry: an asynchronous boundary so the federation's shared modules are ready first.
void import('./bootstrap');
