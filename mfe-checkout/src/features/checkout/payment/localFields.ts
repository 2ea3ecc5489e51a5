// Owns the local provider's card fields: one frame of the provider's own origin holding the card fields, the local PayPal
// approval and the 3-D Secure challenge, spoken to by messages as Braintree's Hosted Fields frames are. The page never
// sees a card number; the frame posts it to its own origin only.
import {
  FIELD_EVENTS,
  PaymentError,
  type CardPayload,
  type FieldEventType,
  type FieldsEvent,
  type PaymentErrorKey,
  type PaymentFields,
  type PaymentFieldsOptions,
  type PayPalPayload,
  type Verification,
} from './types';

const SOURCE = 'local-hosted-fields';
/** How long the frame may take to load and accept the token before card processing counts as unavailable. */
const READY_TIMEOUT_MS = 15_000;

type FrameMessage =
  | { source: typeof SOURCE; type: 'ready' }
  | { source: typeof SOURCE; type: 'resize'; height: number }
  | ({ source: typeof SOURCE; type: 'field'; event: FieldEventType } & FieldsEvent)
  | { source: typeof SOURCE; type: 'tokenized'; id: string; nonce: string; details: CardPayload['details'] }
  | ({ source: typeof SOURCE; type: 'verified'; id: string } & Verification)
  | { source: typeof SOURCE; type: 'paypal'; payload: { nonce: string; email: string | null } | null }
  | { source: typeof SOURCE; type: 'error'; id?: string; error: PaymentErrorKey };

type Waiting = { resolve(value: never): void; reject(error: PaymentError): void };

export function createLocalFields(options: PaymentFieldsOptions & { origin: string }): Promise<PaymentFields> {
  const frame = document.createElement('iframe');
  const url = new URL('/hosted-fields/v1/frame', options.origin);
  url.searchParams.set('locale', options.locale);
  // The provider lets only the site's own origins frame it, and tells the browser so (frame-ancestors).
  url.searchParams.set('origin', window.location.origin);
  frame.src = url.href;
  frame.title = options.texts.frameTitle;
  frame.style.cssText = 'display:block;width:100%;border:0;min-height:20rem';
  const pending = new Map<string, Waiting>();
  const listeners = new Map<FieldEventType, Array<(event: FieldsEvent) => void>>();
  const paypalListeners: Array<(payload: PayPalPayload | null) => void> = [];

  return new Promise<PaymentFields>((resolveReady, rejectReady) => {
    let ready = false;
    const timer = setTimeout(() => fail('dropin'), READY_TIMEOUT_MS);
    function fail(key: 'token' | 'dropin') {
      if (ready) return;
      clearTimeout(timer);
      window.removeEventListener('message', onMessage);
      frame.remove();
      rejectReady(new PaymentError(key));
    }
    const post = (message: Record<string, unknown>) => frame.contentWindow?.postMessage({ source: SOURCE, ...message }, options.origin);
    function settle(id: string | undefined, outcome: { value: unknown } | { error: PaymentErrorKey }) {
      const waiting = id ? pending.get(id) : undefined;
      if (!waiting || !id) return;
      pending.delete(id);
      if ('error' in outcome) waiting.reject(new PaymentError(outcome.error));
      else waiting.resolve(outcome.value as never);
    }
    function ask<T>(message: Record<string, unknown>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        const id = crypto.randomUUID();
        pending.set(id, { resolve: resolve as (value: never) => void, reject });
        post({ ...message, id });
      });
    }

    function onMessage(event: MessageEvent) {
      // Only the frame this page made, from the provider's origin, is listened to.
      if (event.origin !== options.origin || event.source !== frame.contentWindow) return;
      const message = event.data as FrameMessage;
      if (message?.source !== SOURCE) return;
      if (message.type === 'resize') frame.style.height = `${Math.ceil(message.height)}px`;
      else if (message.type === 'ready') {
        ready = true;
        clearTimeout(timer);
        resolveReady(fields);
      } else if (message.type === 'field' && FIELD_EVENTS.includes(message.event)) {
        const { emittedBy, fields: states, cards } = message;
        for (const handler of listeners.get(message.event) ?? []) handler({ emittedBy, fields: states, cards });
      } else if (message.type === 'tokenized')
        settle(message.id, { value: { nonce: message.nonce, type: 'CreditCard', details: message.details } satisfies CardPayload });
      else if (message.type === 'verified') {
        const { nonce, status, liabilityShifted, liabilityShiftPossible } = message;
        settle(message.id, { value: { nonce, status, liabilityShifted, liabilityShiftPossible } satisfies Verification });
      } else if (message.type === 'paypal') {
        const payload: PayPalPayload | null = message.payload
          ? { nonce: message.payload.nonce, type: 'PayPalAccount', details: { email: message.payload.email } }
          : null;
        for (const handler of paypalListeners) handler(payload);
      } else if (message.type === 'error') {
        if (!ready) return fail(message.error === 'token' ? 'token' : 'dropin');
        settle(message.id, { error: message.error });
      }
    }

    const fields: PaymentFields = {
      on(type, handler) {
        listeners.set(type, [...(listeners.get(type) ?? []), handler]);
      },
      onPayPal(handler) {
        paypalListeners.push(handler);
      },
      tokenize: () => ask<CardPayload>({ type: 'tokenize' }),
      verify3DS: (request) => ask<Verification>({ type: 'verify3DS', request }),
      async teardown() {
        window.removeEventListener('message', onMessage);
        for (const waiting of pending.values()) waiting.reject(new PaymentError('dropin'));
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
