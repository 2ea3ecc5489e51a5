// Owns the clicks and submissions a visitor makes on the server's HTML before the page is hydrated: a small inline script
// in the head holds them (a button there has no handler yet, and a form would submit itself away), and the shell replays
// them on the same elements once React has taken the page over, so an early "Ajouter au panier" is not lost.

import { FIRST_PAINT_PENDING } from '@storefront/ui/first-paint';
import { CONSENT_STORAGE_KEY } from '../consent/consent';

const QUEUE = '__storefrontEarlyActions';

/**
 * The inline script (the server adds its hash to the page's CSP). Plain ES5: it runs before anything else.
 * It also starts the shell's code (named by its `data-entry` attribute), once the page's main image (the one with
 * fetchpriority=high) has painted (as the browser's largest-contentful-paint entry for it says), or at the visitor's first action, whichever comes first, and at the latest after
 * ENTRY_DEADLINE_MS: the page is already readable from the HTML, so its main image gets the bandwidth before the scripts.
 * A page without a main image (the water analysis, the forms) has its largest paint in text: the code waits for the web
 * font (document.fonts.ready, asked after the first frame, once the text has asked for it) and the paint after it, so the
 * text's final paint does not wait behind the scripts' download and evaluation.
 * Before the code, it links the rest of each pruned sheet right after its pruned copy (the rules the copy left out, in their
 * place in the cascade: shell/server/styles/pruneStyles.ts), under the whole sheet's name in `data-href`, by which the chunk loaders
 * know the sheet is there: what the code shows later (an open menu, a dialog) has its rules. Should the rest not come (a
 * cache kept a page whose release is gone), the link asks for the whole sheet instead.
 * Until then the root carries FIRST_PAINT_PENDING, which holds back the images that can wait (@storefront/ui/first-paint).
 */
const ENTRY_DEADLINE_MS = 3000;
/**
 * Set on the root by the early script when this browser holds no consent choice: the server's consent banner is then shown from
 * the first paint (ConsentBanner.module.css), as the page's words are, rather than after hydration (issue 48: on a page of text,
 * it was the largest paint, so that came seconds late). The storage is the browser's; the server cannot know it.
 */
export const CONSENT_ASK_ATTRIBUTE = 'data-consent-ask';
/**
 * How long after the main image has loaded the script waits for the browser to report it painted (its
 * largest-contentful-paint entry); a browser without that report, or a larger element painted before it, goes on after this.
 */
const PAINT_GRACE_MS = 500;
/** A style element of the server's that holds only the rules the page's HTML can use (shell/server/styles/pruneStyles.ts). */
export const PRUNED_HREF_ATTRIBUTE = 'data-pruned-href';
/** The address of the rest of that sheet, beside it (shell/server/styles/restStyles.ts). */
export const REST_HREF_ATTRIBUTE = 'data-rest-href';
/** The link that completes a pruned sheet (its rest, or the whole sheet), when the shell's code starts. */
const WHOLE = 'data-whole-sheet';
/** Set on a link whose rest did not come, as it asks for the whole sheet instead. */
const REST_FAILED = 'data-rest-failed';
/** How long hydration waits for the whole sheets at most; they come from the site's and the remotes' origins, like the code. */
const WHOLE_SHEETS_WAIT_MS = 2000;

export const EARLY_ACTIONS_SCRIPT = `(function(){var q=window.${QUEUE}=[],d=document,me=d.currentScript,src=me&&me.getAttribute('data-entry'),started=0,root=d.documentElement;root.setAttribute('${FIRST_PAINT_PENDING}','');try{if(!localStorage.getItem('${CONSENT_STORAGE_KEY}'))root.setAttribute('${CONSENT_ASK_ATTRIBUTE}','')}catch(x){root.setAttribute('${CONSENT_ASK_ATTRIBUTE}','')}function go(){root.removeAttribute('${FIRST_PAINT_PENDING}');if(started||!src)return;started=1;var p=d.querySelectorAll('style[${PRUNED_HREF_ATTRIBUTE}]'),k,l,h;for(k=0;k<p.length;k++){h=p[k].getAttribute('${PRUNED_HREF_ATTRIBUTE}');l=d.createElement('link');l.rel='stylesheet';l.href=p[k].getAttribute('${REST_HREF_ATTRIBUTE}')||h;l.setAttribute('data-href',h);l.setAttribute('${WHOLE}','');whole(l,h);p[k].parentNode.insertBefore(l,p[k].nextSibling)}var s=d.createElement('script');s.src=src;d.head.appendChild(s)}function whole(l,w){l.onerror=function(){l.onerror=null;if(l.getAttribute('href')!==w){l.setAttribute('${REST_FAILED}','');l.href=w}}}function later(){requestAnimationFrame(function(){setTimeout(go,0)})}function on(){return root.getAttribute('data-shell')==='ready'}d.addEventListener('click',function(e){if(on()||!e.target||!e.target.closest)return;var b=e.target.closest('button,input[type=submit]');go();if(!b||b.disabled)return;e.preventDefault();e.stopPropagation();q.push({k:'click',el:b})},true);d.addEventListener('submit',function(e){if(on())return;go();e.preventDefault();q.push({k:'submit',el:e.target})},true);d.addEventListener('DOMContentLoaded',function(){var i=d.querySelector('img[fetchpriority=high]'),done=0;function once(){if(!done){done=1;later()}}if(!i)return requestAnimationFrame(function(){setTimeout(function(){var f=d.fonts;if(f&&f.ready)f.ready.then(once,once);else once()},0)});try{var o=new PerformanceObserver(function(l){l.getEntries().forEach(function(e){if(e.element===i){o.disconnect();once()}})});o.observe({type:'largest-contentful-paint',buffered:true})}catch(x){}function loaded(){setTimeout(once,${PAINT_GRACE_MS})}if(i.complete)loaded();else{i.addEventListener('load',loaded);i.addEventListener('error',once)}});setTimeout(go,${ENTRY_DEADLINE_MS})})();`;

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

/**
 * The whole sheets the early script linked in place of the pruned ones, loaded (or failed): hydration waits for them (at most
 * WHOLE_SHEETS_WAIT_MS), so what only the browser renders (a carousel's next slides, an open panel) is styled when it appears.
 */
export function wholeSheetsLoaded(doc: Document = document): Promise<void> {
  const links = [...doc.querySelectorAll<HTMLLinkElement>(`link[${WHOLE}]`)].filter((link) => !link.sheet);
  if (links.length === 0) return Promise.resolve();
  const loaded = Promise.all(
    links.map(
      (link) =>
        new Promise<void>((resolve) => {
          // A rest that fails has the whole sheet asked for in its place (the early script's handler runs first): that one counts.
          let wholeAsked = link.hasAttribute(REST_FAILED);
          link.addEventListener('load', () => resolve());
          link.addEventListener('error', () => {
            if (!wholeAsked && link.hasAttribute(REST_FAILED)) wholeAsked = true;
            else resolve();
          });
        }),
    ),
  );
  return Promise.race([loaded.then(() => undefined), new Promise<void>((resolve) => setTimeout(resolve, WHOLE_SHEETS_WAIT_MS))]);
}
