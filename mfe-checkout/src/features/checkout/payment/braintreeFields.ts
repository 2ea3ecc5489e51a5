// Owns Braintree's card fields (production and Braintree's sandbox), on braintree-web: Hosted Fields' frames for the card
// (the number never in our page or origins), PayPal Checkout's button, and 3-D Secure 2 (Cardinal's challenge window).
// Loaded only when a Braintree token asks for it, so the checkout's first load does not carry it.
import type { Client } from 'braintree-web/client';
import type { ButtonsRenderer } from 'paypal-checkout-components/modules/button';
import type { HostedFields, HostedFieldsEvent } from 'braintree-web/hosted-fields';
import type { ThreeDSecure } from 'braintree-web/three-d-secure';
import { cardComplete, fieldProblems, problemKey } from './fieldProblems';
import {
  braintreeErrorKey,
  HOSTED_FIELDS_STYLES,
  hostedFieldsFields,
  payPalPaymentOptions,
  payPalSdkOptions,
  verifyCardOptions,
} from './braintreeOptions';
import {
  CARD_FIELDS,
  FIELD_EVENTS,
  PaymentError,
  type CardField,
  type FieldEventType,
  type FieldsEvent,
  type FieldTexts,
  type PaymentFields,
  type PaymentFieldsOptions,
  type PayPalPayload,
} from './types';

const codeOf = (error: unknown): string | undefined =>
  typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string' ? error.code : undefined;

/** Our labels, Braintree's frames in their boxes, and a message under each: built once, React never renders here. */
function buildLayout(container: HTMLElement, texts: FieldTexts) {
  const paypal = document.createElement('div');
  paypal.dataset.method = 'paypal';
  paypal.style.cssText = 'margin-bottom:1rem;min-height:45px';
  const containers = {} as Record<CardField, HTMLElement>;
  const messages = {} as Record<CardField, HTMLElement>;
  const labels = {} as Record<CardField, HTMLElement>;
  const rows = CARD_FIELDS.map((name) => {
    const row = document.createElement('div');
    row.style.cssText = 'margin-bottom:0.75rem';
    const label = document.createElement('label');
    label.textContent = texts.labels[name];
    label.style.cssText = 'display:block;font-weight:600;margin-bottom:0.25rem';
    const box = document.createElement('div');
    box.dataset.field = name;
    box.style.cssText = 'height:2.75rem;padding:0 0.75rem;border:1px solid #5a6472;border-radius:0.5rem;background:#fff';
    const message = document.createElement('p');
    message.setAttribute('role', 'alert');
    message.style.cssText = 'color:#b3261e;margin:0.25rem 0 0;font-size:0.875rem';
    row.append(label, box, message);
    containers[name] = box;
    messages[name] = message;
    labels[name] = label;
    return row;
  });
  container.replaceChildren(paypal, ...rows);
  return { paypal, containers, messages, labels };
}

export async function createBraintreeFields(options: PaymentFieldsOptions): Promise<PaymentFields> {
  const [client, hostedFields, threeDSecure] = await Promise.all([
    import('braintree-web/client'),
    import('braintree-web/hosted-fields'),
    import('braintree-web/three-d-secure'),
  ]);
  let hosted: HostedFields;
  let secure: ThreeDSecure;
  const layout = buildLayout(options.container, options.texts);
  let clientInstance: Client;
  try {
    clientInstance = await client.create({ authorization: options.authorization });
  } catch {
    throw new PaymentError('token');
  }
  try {
    hosted = await hostedFields.create({
      client: clientInstance,
      fields: hostedFieldsFields(layout.containers, options.texts),
      styles: HOSTED_FIELDS_STYLES,
    });
    secure = await threeDSecure.create({ client: clientInstance, version: 2 });
  } catch {
    throw new PaymentError('dropin');
  }

  let submitted = false;
  const showProblems = (state: Pick<HostedFieldsEvent, 'fields' | 'cards'>) => {
    const problems = fieldProblems(state.fields, submitted, state.cards);
    for (const name of CARD_FIELDS) {
      const problem = problems[name];
      layout.messages[name].textContent = problem ? (options.texts.problems[problemKey(name, problem)] ?? '') : '';
      layout.containers[name].style.borderColor = problem ? '#b3261e' : '#5a6472';
      void hosted.setAttribute({ field: name, attribute: 'aria-invalid', value: problem !== null });
    }
    return problems;
  };
  for (const name of CARD_FIELDS) layout.labels[name].addEventListener('click', () => hosted.focus(name));
  hosted.on('blur', showProblems);
  hosted.on('validityChange', showProblems);

  const asEvent = (event: HostedFieldsEvent): FieldsEvent => ({
    emittedBy: event.emittedBy as CardField,
    fields: Object.fromEntries(CARD_FIELDS.map((name) => [name, event.fields[name]])) as unknown as FieldsEvent['fields'],
    cards: event.cards.map((card) => ({ type: card.type })),
  });
  const paypalListeners: Array<(payload: PayPalPayload | null) => void> = [];
  const emitPayPal = (payload: PayPalPayload | null) => paypalListeners.forEach((handler) => handler(payload));

  // PayPal is a second way to pay: if its SDK cannot load, the card fields stay.
  void startPayPal(clientInstance, layout.paypal, options, emitPayPal).catch(() => layout.paypal.remove());

  return {
    on(type: FieldEventType, handler) {
      if (FIELD_EVENTS.includes(type)) hosted.on(type, (event: HostedFieldsEvent) => handler(asEvent(event)));
    },
    onPayPal(handler) {
      paypalListeners.push(handler);
    },
    async tokenize() {
      const state = hosted.getState();
      if (!cardComplete(state.fields)) {
        submitted = true;
        const problems = showProblems(state);
        const first = CARD_FIELDS.find((name) => problems[name]);
        if (first) hosted.focus(first);
        throw new PaymentError('invalid');
      }
      try {
        const payload = await hosted.tokenize();
        return {
          nonce: payload.nonce,
          type: 'CreditCard',
          details: { cardType: payload.details.cardType, lastFour: payload.details.lastFour, bin: payload.details.bin || null },
        };
      } catch (error) {
        throw new PaymentError(braintreeErrorKey(codeOf(error)));
      }
    },
    async verify3DS(request) {
      try {
        // The lookup's answer goes on to the issuer's challenge when it asks for one (Cardinal's window, in Braintree's frame).
        const payload = await secure.verifyCard(verifyCardOptions(request, (_data, next) => next()));
        return {
          nonce: payload.nonce,
          status: payload.threeDSecureInfo.status,
          liabilityShifted: payload.threeDSecureInfo.liabilityShifted,
          liabilityShiftPossible: payload.threeDSecureInfo.liabilityShiftPossible,
        };
      } catch (error) {
        throw new PaymentError(braintreeErrorKey(codeOf(error)));
      }
    },
    async teardown() {
      await Promise.allSettled([hosted.teardown(), secure.teardown()]);
      options.container.replaceChildren();
    },
  };
}

/** PayPal Checkout: PayPal's SDK through braintree-web, its button in our box, its approval as a one-time nonce. */
async function startPayPal(
  clientInstance: Client,
  box: HTMLElement,
  options: PaymentFieldsOptions,
  emit: (payload: PayPalPayload | null) => void,
): Promise<void> {
  const { create } = await import('braintree-web/paypal-checkout');
  const checkout = await create({ client: clientInstance });
  await checkout.loadPayPalSDK(payPalSdkOptions(options.currency, options.locale));
  const paypal = (window as unknown as { paypal: { Buttons: ButtonsRenderer } }).paypal;
  // PayPal's SDK renders into a selector: the box gets an id of its own.
  box.id = `paypal-button-${crypto.randomUUID()}`;
  paypal
    .Buttons({
      fundingSource: 'paypal',
      createOrder: () => checkout.createPayment(payPalPaymentOptions(options.amount, options.currency, options.locale)),
      // braintree-web's documented use: PayPal's approval data goes to tokenizePayment as it is.
      onApprove: async (data) => {
        const payload = await checkout.tokenizePayment(data);
        emit({ nonce: payload.nonce, type: 'PayPalAccount', details: { email: payload.details.email ?? null } });
        return payload as never;
      },
      onCancel: () => emit(null),
      onError: () => emit(null),
    })
    .render(`#${box.id}`);
}
