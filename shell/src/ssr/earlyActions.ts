// Owns the clicks and submissions a visitor makes on the server's HTML before the page is hydrated: a small inline script
// in the head holds them (a button there has no handler yet, and a form would submit itself away), and the shell replays
// them on the same elements once React has taken the page over, so an early "Ajouter au panier" is not lost.

const QUEUE = '__storefrontEarlyActions';

/** The inline script (the server adds its hash to the page's CSP). Plain ES5: it runs before anything else. */
export const EARLY_ACTIONS_SCRIPT = `(function(){var q=window.${QUEUE}=[],d=document;function on(){return d.documentElement.getAttribute('data-shell')==='ready'}d.addEventListener('click',function(e){if(on()||!e.target||!e.target.closest)return;var b=e.target.closest('button,input[type=submit]');if(!b||b.disabled)return;e.preventDefault();e.stopPropagation();q.push({k:'click',el:b})},true);d.addEventListener('submit',function(e){if(on())return;e.preventDefault();q.push({k:'submit',el:e.target})},true)})();`;

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
