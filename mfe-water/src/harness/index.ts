// The harness page's entry: an asynchronous boundary so the federation's shared modules are ready first.
// The site's global styles (font, tokens) are the harness's own: in the entry, so the federation never lists them among the pages' styles.
import '@storefront/ui/styles.css';
void import('./bootstrap');
