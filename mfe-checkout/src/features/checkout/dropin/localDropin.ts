// Owns the local provider's drop-in: its card fields in a frame of the provider's own origin, spoken to by messages, as
// Braintree's frames are. The page never sees a card number; the frame posts it to its own origin only.
import { DropinError, type Dropin, type DropinOptions, type DropinPaymentMethod } from './types';

const SOURCE = 'local-dropin';
/** How long the frame may take to load and accept the token before card processing counts as unavailable. */
const READY_TIMEOUT_MS = 15_000;

type FrameMessage =
  | { source: typeof SOURCE; type: 'ready' }
  | { source: typeof SOURCE; type: 'resize'; height: number }
  | { source: typeof SOURCE; type: 'requestable'; requestable: boolean }
  | {
      source: typeof SOURCE;
      type: 'paymentMethod';
      id: string;
      nonce: string;
      paymentType: 'CreditCard';
      details: { cardType: string; lastFour: string };
    }
  | {
      source: typeof SOURCE;
      type: 'paymentMethod';
      id: string;
      nonce: string;
      paymentType: 'PayPalAccount';
      details: { email: string | null };
    }
  | { source: typeof SOURCE; type: 'error'; id?: string; error: 'invalid' | 'declined' | 'token' | 'dropin' };

export function createLocalDropin(options: DropinOptions & { origin: string }, title: string): Promise<Dropin> {
  const frame = document.createElement('iframe');
  const url = new URL('/dropin/v1/frame', options.origin);
  url.searchParams.set('locale', options.locale);
  // The provider lets only the site's own origins frame it, and tells the browser so (frame-ancestors).
  url.searchParams.set('origin', window.location.origin);
  frame.src = url.href;
  frame.title = title;
  frame.style.cssText = 'display:block;width:100%;border:0;min-height:20rem';
  const pending = new Map<string, { resolve(method: DropinPaymentMethod): void; reject(error: DropinError): void }>();

  return new Promise<Dropin>((resolveReady, rejectReady) => {
    let ready = false;
    const timer = setTimeout(() => fail('dropin'), READY_TIMEOUT_MS);
    function fail(key: 'token' | 'dropin') {
      if (ready) return;
      clearTimeout(timer);
      window.removeEventListener('message', onMessage);
      frame.remove();
      rejectReady(new DropinError(key));
    }
    const post = (message: Record<string, unknown>) => frame.contentWindow?.postMessage({ source: SOURCE, ...message }, options.origin);

    function onMessage(event: MessageEvent) {
      // Only the frame this page made, from the provider's origin, is listened to.
      if (event.origin !== options.origin || event.source !== frame.contentWindow) return;
      const message = event.data as FrameMessage;
      if (message?.source !== SOURCE) return;
      if (message.type === 'resize') frame.style.height = `${Math.ceil(message.height)}px`;
      else if (message.type === 'ready') {
        ready = true;
        clearTimeout(timer);
        resolveReady(dropin);
      } else if (message.type === 'paymentMethod') {
        const waiting = pending.get(message.id);
        pending.delete(message.id);
        waiting?.resolve(
          message.paymentType === 'PayPalAccount'
            ? { nonce: message.nonce, type: 'PayPalAccount', details: { email: message.details.email } }
            : {
                nonce: message.nonce,
                type: 'CreditCard',
                details: { cardType: message.details.cardType, lastFour: message.details.lastFour },
              },
        );
      } else if (message.type === 'error') {
        if (!ready) return fail(message.error === 'token' ? 'token' : 'dropin');
        const waiting = message.id ? pending.get(message.id) : undefined;
        if (message.id) pending.delete(message.id);
        waiting?.reject(new DropinError(message.error));
      }
    }

    const dropin: Dropin = {
      requestPaymentMethod: () =>
        new Promise<DropinPaymentMethod>((resolve, reject) => {
          const id = crypto.randomUUID();
          pending.set(id, { resolve, reject });
          post({ type: 'requestPaymentMethod', id });
        }),
      async teardown() {
        window.removeEventListener('message', onMessage);
        for (const waiting of pending.values()) waiting.reject(new DropinError('dropin'));
        pending.clear();
        frame.remove();
      },
    };

    window.addEventListener('message', onMessage);
    // The token goes to the frame by message once it has loaded, never in its address (addresses are logged).
    frame.addEventListener('load', () => post({ type: 'init', authorization: options.authorization, locale: options.locale }));
    frame.addEventListener('error', () => fail('dropin'));
    options.container.replaceChildren(frame);
  });
}
