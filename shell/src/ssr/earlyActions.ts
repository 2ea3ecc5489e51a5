// Owns the clicks and submissions a visitor makes on the server's HTML before the page is hydrated: a small inline script
// in the head holds them (a button there has no handler yet, and a form would submit itself away), and the shell replays
// them on the same elements once React has taken the page over, so an early "Ajouter au panier" is not lost.

const QUEUE = '__storefrontEarlyActions';

/**
 * The inline script (the server adds its hash to the page's CSP). Plain ES5: it runs before anything else.
 * It also starts the shell's code (named by its `data-entry` attribute), once the page's main image (the one with
 * fetchpriority=high) has painted (as the browser's largest-contentful-paint entry for it says), or at the visitor's first action, whichever comes first, and at the latest after
 * ENTRY_DEADLINE_MS: the page is already readable from the HTML, so its main image gets the bandwidth before the scripts.
 */
const ENTRY_DEADLINE_MS = 3000;
/**
 * How long after the main image has loaded the script waits for the browser to report it painted (its
 * largest-contentful-paint entry); a browser without that report, or a larger element painted before it, goes on after this.
 */
const PAINT_GRACE_MS = 500;

export const EARLY_ACTIONS_SCRIPT = `(function(){var q=window.${QUEUE}=[],d=document,me=d.currentScript,src=me&&me.getAttribute('data-entry'),started=0;function go(){if(started||!src)return;started=1;var s=d.createElement('script');s.src=src;d.head.appendChild(s)}function later(){requestAnimationFrame(function(){setTimeout(go,0)})}function on(){return d.documentElement.getAttribute('data-shell')==='ready'}d.addEventListener('click',function(e){if(on()||!e.target||!e.target.closest)return;var b=e.target.closest('button,input[type=submit]');go();if(!b||b.disabled)return;e.preventDefault();e.stopPropagation();q.push({k:'click',el:b})},true);d.addEventListener('submit',function(e){if(on())return;go();e.preventDefault();q.push({k:'submit',el:e.target})},true);d.addEventListener('DOMContentLoaded',function(){var i=d.querySelector('img[fetchpriority=high]'),done=0;function once(){if(!done){done=1;later()}}if(!i)return once();try{var o=new PerformanceObserver(function(l){l.getEntries().forEach(function(e){if(e.element===i){o.disconnect();once()}})});o.observe({type:'largest-contentful-paint',buffered:true})}catch(x){}function loaded(){setTimeout(once,${PAINT_GRACE_MS})}if(i.complete)loaded();else{i.addEventListener('load',loaded);i.addEventListener('error',once)}});setTimeout(go,${ENTRY_DEADLINE_MS})})();`;

interface EarlyAction {
  k: 'click' | 'submit';
  el: Element;
}

/** Replays what the visitor did before hydration on the same elements (hydration keeps the server's nodes), once. */
export function replayEarlyActions(): number {
  const holder = window as unknown as Record<string, EarlyAction[] | undefined>;
  const actions = holder[QUEUE]?.splice(0) ?? [];
  for (const { k, el } of actions) {
    if (!el.isConnected) continue;
    if (k === 'click' && el instanceof HTMLElement) el.click();
    else if (k === 'submit' && el instanceof HTMLFormElement) el.requestSubmit();
  }
  return actions.length;
}
