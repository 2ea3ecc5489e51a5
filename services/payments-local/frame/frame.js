// The provider frame's script: validates the card fields in both languages, tokenizes on its own origin only, runs 3-D
// Secure's lookup and the issuer's challenge, and talks to the page that embeds it by postMessage as Braintree's Hosted
// Fields do (init, ready, resize, field events with each field's state, tokenize, verify3DS, paypal, error).
// Its texts are a customer's: nothing of the stand-in (sandbox, test cards) is ever shown.
/* global window, document, ResizeObserver */
import { luhnValid } from './luhn.js';

const SOURCE = 'local-hosted-fields';

const TEXTS = {
  fr: {
    title: 'Paiement sécurisé',
    loading: 'Chargement du module de paiement…',
    methods: 'Mode de paiement',
    'method.card': 'Carte de crédit',
    'method.paypal': 'PayPal',
    brands: 'Cartes acceptées :',
    'label.name': 'Nom du titulaire de la carte',
    'label.number': 'Numéro de la carte',
    'label.expiry': 'Date d’expiration',
    'label.cvv': 'CVV',
    'label.email': 'Adresse courriel du compte PayPal',
    'hint.expiry': 'MM/AA',
    'hint.cvv': '3 chiffres, 4 pour Amex',
    'paypal.intro': 'Approuvez le paiement avec votre compte PayPal.',
    'paypal.approve': 'Approuver avec PayPal',
    'paypal.change': 'Utiliser un autre compte',
    'paypal.approved': 'Compte PayPal approuvé : {email}',
    footer: 'Les données de votre carte vont directement à notre fournisseur de paiement, jamais à notre site.',
    'error.name': 'Entrez le nom du titulaire de la carte.',
    'error.numberRequired': 'Entrez le numéro de la carte.',
    'error.numberInvalid': 'Ce numéro de carte n’est pas valide.',
    'error.brand': 'Seules les cartes Visa, Mastercard et American Express sont acceptées.',
    'error.declined': 'Cette carte a été refusée.',
    'error.expiryRequired': 'Entrez la date d’expiration (MM/AA).',
    'error.expiryInvalid': 'Cette date d’expiration n’est pas valide (MM/AA).',
    'error.expired': 'Cette carte est expirée.',
    'error.cvv': 'Le CVV compte 3 chiffres (4 pour American Express).',
    'error.cvvAmex': 'Le CVV d’une carte American Express compte 4 chiffres.',
    'error.email': 'Entrez l’adresse courriel de votre compte PayPal.',
    'fatal.token': 'Le module de paiement n’a pas pu être initialisé.',
    'fatal.dropin': 'Le traitement des paiements est indisponible pour le moment.',
    'challenge.title': 'Vérification par votre banque',
    'challenge.text': 'Votre banque vous demande de confirmer ce paiement de {amount}.',
    'challenge.confirm': 'Confirmer le paiement',
    'challenge.cancel': 'Annuler',
  },
  en: {
    title: 'Secure payment',
    loading: 'Loading the payment module…',
    methods: 'Payment method',
    'method.card': 'Credit card',
    'method.paypal': 'PayPal',
    brands: 'Accepted cards:',
    'label.name': 'Cardholder name',
    'label.number': 'Card number',
    'label.expiry': 'Expiry date',
    'label.cvv': 'CVV',
    'label.email': 'PayPal account email',
    'hint.expiry': 'MM/YY',
    'hint.cvv': '3 digits, 4 for Amex',
    'paypal.intro': 'Approve the payment with your PayPal account.',
    'paypal.approve': 'Approve with PayPal',
    'paypal.change': 'Use another account',
    'paypal.approved': 'PayPal account approved: {email}',
    footer: 'Your card details go straight to our payment provider, never to our site.',
    'error.name': 'Enter the cardholder’s name.',
    'error.numberRequired': 'Enter the card number.',
    'error.numberInvalid': 'This card number is not valid.',
    'error.brand': 'Only Visa, Mastercard and American Express cards are accepted.',
    'error.declined': 'This card was declined.',
    'error.expiryRequired': 'Enter the expiry date (MM/YY).',
    'error.expiryInvalid': 'This expiry date is not valid (MM/YY).',
    'error.expired': 'This card has expired.',
    'error.cvv': 'The CVV has 3 digits (4 for American Express).',
    'error.cvvAmex': 'An American Express card’s CVV has 4 digits.',
    'error.email': 'Enter your PayPal account’s email address.',
    'fatal.token': 'The payment module could not be initialised.',
    'fatal.dropin': 'Payment processing is unavailable at the moment.',
    'challenge.title': 'Verification by your bank',
    'challenge.text': 'Your bank asks you to confirm this payment of {amount}.',
    'challenge.confirm': 'Confirm the payment',
    'challenge.cancel': 'Cancel',
  },
};

const parentOrigin = document.querySelector('meta[name="local-hosted-fields-parent"]').content;
// The page's language from the frame's address; the parent's init may switch it (a page whose language changed).
let texts = TEXTS[document.documentElement.lang.startsWith('en') ? 'en' : 'fr'];
const main = document.querySelector('.hosted-fields');
const cardFields = ['name', 'number', 'expiry', 'cvv'];
// The fields by Hosted Fields' names, as the page knows them.
const FIELD_NAMES = { name: 'cardholderName', number: 'number', expiry: 'expirationDate', cvv: 'cvv' };
// The brands by Hosted Fields' card types.
const CARD_TYPES = { Visa: 'visa', MasterCard: 'master-card', 'American Express': 'american-express' };
const input = (name) => document.getElementById(name);

let session = null; // { fingerprint, clientApiUrl, currency } once the parent's client token is checked
let method = 'card';
let paypalApproval = null; // { nonce, email } once PayPal approved, until the page pays with it
let lastStates = null; // each field's state as last told to the page
let lastBrand = null;

function applyLocale(locale) {
  texts = TEXTS[locale];
  document.documentElement.lang = locale === 'en' ? 'en-CA' : 'fr-CA';
  for (const node of document.querySelectorAll('[data-text]')) node.textContent = texts[node.dataset.text];
}
applyLocale(document.documentElement.lang.startsWith('en') ? 'en' : 'fr');

function post(message) {
  window.parent.postMessage({ source: SOURCE, ...message }, parentOrigin);
}

function fail(kind) {
  main.dataset.state = 'failed';
  const fatal = document.querySelector('.fatal');
  fatal.textContent = texts[`fatal.${kind}`];
  fatal.hidden = false;
}

// The brand by the number's prefix: the frame accepts Visa, Mastercard and American Express only.
function brandOf(number) {
  if (/^4/.test(number)) return 'Visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(number)) return 'MasterCard';
  if (/^3[47]/.test(number)) return 'American Express';
  return null;
}

const digitsOf = (value) => value.replace(/[\s-]/g, '');

/** Each card field's message key, or none; the expiry must be this month or later. */
function cardProblems() {
  const problems = {};
  if (!input('name').value.trim()) problems.name = 'error.name';
  const number = digitsOf(input('number').value);
  const brand = brandOf(number);
  if (!number) problems.number = 'error.numberRequired';
  else if (!/^\d{12,19}$/.test(number) || !luhnValid(number)) problems.number = 'error.numberInvalid';
  else if (!brand) problems.number = 'error.brand';
  const expiry = input('expiry')
    .value.trim()
    .match(/^(\d{2})\s*\/\s*(\d{2})$/);
  if (!input('expiry').value.trim()) problems.expiry = 'error.expiryRequired';
  else if (!expiry || Number(expiry[1]) < 1 || Number(expiry[1]) > 12) problems.expiry = 'error.expiryInvalid';
  else {
    const now = new Date();
    if (
      2000 + Number(expiry[2]) < now.getFullYear() ||
      (2000 + Number(expiry[2]) === now.getFullYear() && Number(expiry[1]) < now.getMonth() + 1)
    )
      problems.expiry = 'error.expired';
  }
  const cvv = input('cvv').value.trim();
  if (!new RegExp(`^\\d{${brand === 'American Express' ? 4 : 3}}$`).test(cvv))
    problems.cvv = brand === 'American Express' ? 'error.cvvAmex' : 'error.cvv';
  return problems;
}

function showProblem(name, key) {
  const field = input(name);
  const error = document.getElementById(`${name}-error`);
  if (key) {
    error.textContent = texts[key];
    error.hidden = false;
    field.setAttribute('aria-invalid', 'true');
  } else {
    error.textContent = '';
    error.hidden = true;
    field.removeAttribute('aria-invalid');
  }
}

/** Shows every problem and focuses the first field that has one; true when there is none. */
function showProblems(problems, names) {
  for (const name of names) showProblem(name, problems[name]);
  const first = names.find((name) => problems[name]);
  if (first) input(first).focus();
  return !first;
}

/** Whether a value typed so far may still become valid, as Hosted Fields' isPotentiallyValid. */
function potentiallyValid(name, value) {
  if (name === 'name') return value.length <= 255;
  if (name === 'number') {
    const digits = digitsOf(value);
    return /^\d{0,19}$/.test(digits) && (digits.length < 2 || brandOf(digits) !== null);
  }
  if (name === 'expiry') return /^(\d{0,2}|\d{2}\s*\/\s*\d{0,2})$/.test(value.trim());
  return /^\d{0,4}$/.test(value.trim());
}

/** Each field's state by Hosted Fields' names: empty, valid, potentially valid, focused (never its value). */
function fieldStates() {
  const problems = cardProblems();
  const states = {};
  for (const name of cardFields) {
    const value = input(name).value;
    const valid = !problems[name];
    states[FIELD_NAMES[name]] = {
      isEmpty: value.trim() === '',
      isValid: valid,
      isPotentiallyValid: valid || potentiallyValid(name, value),
      isFocused: document.activeElement === input(name),
    };
  }
  return states;
}

const cardsOf = (brand) => (brand ? [{ type: CARD_TYPES[brand] }] : []);

/** Tells the page a field's event, with every field's state, as Hosted Fields' on(event) does; validity and card type follow changes. */
function fieldEvent(name, event) {
  if (session === null) return;
  const states = fieldStates();
  const brand = brandOf(digitsOf(input('number').value));
  const emittedBy = FIELD_NAMES[name];
  const send = (type) => post({ type: 'field', event: type, emittedBy, fields: states, cards: cardsOf(brand) });
  if (event) send(event);
  const before = lastStates?.[emittedBy];
  const now = states[emittedBy];
  if (before && before.isEmpty !== now.isEmpty) send(now.isEmpty ? 'empty' : 'notEmpty');
  if (!before || before.isValid !== now.isValid || before.isPotentiallyValid !== now.isPotentiallyValid) send('validityChange');
  if (name === 'number' && brand !== lastBrand) send('cardTypeChange');
  lastBrand = brand;
  lastStates = states;
}

function updateBrand() {
  const brand = brandOf(digitsOf(input('number').value));
  for (const badge of document.querySelectorAll('.brand')) badge.classList.toggle('active', badge.dataset.brand === brand);
}

async function clientApi(path, body) {
  const response = await fetch(`${session.clientApiUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ authorizationFingerprint: session.fingerprint, ...body }),
  });
  return { status: response.status, json: await response.json().catch(() => ({})) };
}

// The gateway's tokenizer codes, as the field messages the frame shows.
const GATEWAY_CODES = {
  81714: ['number', 'error.numberRequired'],
  81715: ['number', 'error.numberInvalid'],
  81716: ['number', 'error.numberInvalid'],
  81703: ['number', 'error.brand'],
  // The sandbox's refusal of a number it does not know stands for a card the issuer declines, as production would.
  81717: ['number', 'error.declined'],
  81709: ['expiry', 'error.expiryRequired'],
  81710: ['expiry', 'error.expiryInvalid'],
  81712: ['expiry', 'error.expiryInvalid'],
  81706: ['cvv', 'error.cvv'],
  81707: ['cvv', 'error.cvv'],
  81723: ['name', 'error.name'],
};

function gatewayProblems(json) {
  const problems = {};
  for (const scope of json.fieldErrors ?? []) {
    for (const error of scope.fieldErrors ?? []) {
      const mapped = GATEWAY_CODES[error.code];
      if (mapped) problems[mapped[0]] ??= mapped[1];
    }
  }
  return problems;
}

/** The client API's answer as the frame's outcome: 401 is a bad or expired client token; anything unexpected is the provider being down. */
const failureOf = (status) => (status === 401 || status === 403 ? 'token' : 'dropin');

async function tokenizeCard(id) {
  const problems = cardProblems();
  if (!showProblems(problems, cardFields)) return post({ type: 'error', id, error: 'invalid' });
  const card = {
    cardholderName: input('name').value.trim(),
    number: digitsOf(input('number').value),
    expirationDate: input('expiry').value.trim(),
    cvv: input('cvv').value.trim(),
  };
  const { status, json } = await clientApi('/v1/payment_methods/credit_cards', { creditCard: card });
  if (status === 201) {
    const method = json.creditCards[0];
    return post({
      type: 'tokenized',
      id,
      nonce: method.nonce,
      details: { cardType: method.details.cardType, lastFour: method.details.lastFour, bin: method.details.bin ?? null },
    });
  }
  if (status === 422) {
    const problems = gatewayProblems(json);
    showProblems(problems, cardFields);
    // A declined card is the page's to say, in its own words (spec §8 paymentMethod); the others are fields to correct.
    return post({ type: 'error', id, error: problems.number === 'error.declined' ? 'declined' : 'invalid' });
  }
  post({ type: 'error', id, error: failureOf(status) });
}

async function approvePayPal() {
  const email = input('email').value.trim();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return showProblems({ email: 'error.email' }, ['email']);
  showProblems({}, ['email']);
  const { status, json } = await clientApi('/v1/payment_methods/paypal_accounts', { paypalAccount: { email } });
  if (status === 422) return showProblems({ email: 'error.email' }, ['email']);
  if (status !== 201) return fail(failureOf(status));
  paypalApproval = { nonce: json.paypalAccounts[0].nonce, email: json.paypalAccounts[0].details.email };
  showPayPalApproval();
  post({ type: 'paypal', payload: paypalApproval });
}

function showPayPalApproval() {
  document.querySelector('.paypal-form').hidden = paypalApproval !== null;
  document.querySelector('.paypal-approved').hidden = paypalApproval === null;
  document.querySelector('.approved').textContent = paypalApproval ? texts['paypal.approved'].replace('{email}', paypalApproval.email) : '';
}

/** The buyer left PayPal (another account, or the card): the page forgets the approval. */
function clearPayPal() {
  const had = paypalApproval !== null;
  paypalApproval = null;
  showPayPalApproval();
  if (had) post({ type: 'paypal', payload: null });
}

async function tokenize(id) {
  try {
    if (method === 'card') return await tokenizeCard(id);
    // The page asks for a card while PayPal is chosen: its approval was spent (or never given), so PayPal asks again.
    clearPayPal();
    showProblems({ email: 'error.email' }, ['email']);
    post({ type: 'error', id, error: 'invalid' });
  } catch {
    post({ type: 'error', id, error: 'dropin' });
  }
}

const challenge = document.querySelector('.challenge');

/** The issuer's challenge, in place of the form: the buyer confirms or cancels; resolves 'completed' or 'cancelled'. */
function askChallenge(amount) {
  const money = new Intl.NumberFormat(document.documentElement.lang, { style: 'currency', currency: session.currency }).format(
    Number(amount),
  );
  challenge.querySelector('.challenge-text').textContent = texts['challenge.text'].replace('{amount}', money);
  main.classList.add('challenging');
  challenge.hidden = false;
  challenge.querySelector('.challenge-confirm').focus();
  return new Promise((resolve) => {
    const answer = (outcome) => () => {
      challenge.hidden = true;
      main.classList.remove('challenging');
      confirm.removeEventListener('click', onConfirm);
      cancel.removeEventListener('click', onCancel);
      challenge.removeEventListener('keydown', onKey);
      resolve(outcome);
    };
    const confirm = challenge.querySelector('.challenge-confirm');
    const cancel = challenge.querySelector('.challenge-cancel');
    const onConfirm = answer('completed');
    const onCancel = answer('cancelled');
    const onKey = (event) => {
      if (event.key === 'Escape') onCancel();
    };
    confirm.addEventListener('click', onConfirm);
    cancel.addEventListener('click', onCancel);
    challenge.addEventListener('keydown', onKey);
  });
}

const verifiedMessage = (id, paymentMethod) => ({
  type: 'verified',
  id,
  nonce: paymentMethod.nonce,
  status: paymentMethod.threeDSecureInfo.status,
  liabilityShifted: paymentMethod.threeDSecureInfo.liabilityShifted,
  liabilityShiftPossible: paymentMethod.threeDSecureInfo.liabilityShiftPossible,
});

/** 3-D Secure on the card's nonce: the lookup, the issuer's challenge when it asks for one, and the outcome's new nonce. */
async function verify3DS(id, request) {
  try {
    const path = `/v1/payment_methods/${encodeURIComponent(request.nonce)}/three_d_secure`;
    const lookup = await clientApi(`${path}/lookup`, {
      amount: request.amount,
      bin: request.bin,
      email: request.email,
      billingAddress: request.billingAddress,
    });
    if (lookup.status !== 201) return post({ type: 'error', id, error: failureOf(lookup.status) });
    if (lookup.json.paymentMethod) return post(verifiedMessage(id, lookup.json.paymentMethod));
    const outcome = await askChallenge(request.amount);
    const answer = await clientApi(`${path}/authenticate`, { challengeId: lookup.json.lookup.challengeId, outcome });
    if (outcome === 'cancelled') return post({ type: 'error', id, error: 'authenticationCancelled' });
    if (answer.status !== 201) return post({ type: 'error', id, error: failureOf(answer.status) });
    post(verifiedMessage(id, answer.json.paymentMethod));
  } catch {
    post({ type: 'error', id, error: 'dropin' });
  }
}

async function init(authorization, locale) {
  if (locale === 'fr' || locale === 'en') applyLocale(locale);
  let token;
  let currency;
  try {
    token = JSON.parse(atob(authorization));
  } catch {
    fail('token');
    return post({ type: 'error', error: 'token' });
  }
  // The frame talks to its own origin and nothing else, whatever a token says.
  if (
    typeof token.configUrl !== 'string' ||
    typeof token.clientApiUrl !== 'string' ||
    new URL(token.configUrl).origin !== window.location.origin ||
    new URL(token.clientApiUrl).origin !== window.location.origin
  ) {
    fail('token');
    return post({ type: 'error', error: 'token' });
  }
  try {
    const response = await fetch(`${token.configUrl}?${new URLSearchParams({ authorizationFingerprint: token.authorizationFingerprint })}`);
    // Read to its end, so the request is over (a body left unread keeps it open).
    const configuration = await response.json().catch(() => ({}));
    if (!response.ok) {
      const kind = failureOf(response.status);
      fail(kind);
      return post({ type: 'error', error: kind });
    }
    currency = typeof configuration.currencyIsoCode === 'string' ? configuration.currencyIsoCode : 'CAD';
  } catch {
    fail('dropin');
    return post({ type: 'error', error: 'dropin' });
  }
  session = { fingerprint: token.authorizationFingerprint, clientApiUrl: token.clientApiUrl, currency };
  main.dataset.state = 'ready';
  post({ type: 'ready' });
}

window.addEventListener('message', (event) => {
  if (event.origin !== parentOrigin || event.source !== window.parent) return;
  const data = event.data;
  if (!data || data.source !== SOURCE) return;
  if (data.type === 'init' && typeof data.authorization === 'string' && session === null) void init(data.authorization, data.locale);
  else if (data.type === 'tokenize' && session !== null) void tokenize(data.id);
  else if (data.type === 'verify3DS' && session !== null && data.request && typeof data.request.nonce === 'string')
    void verify3DS(data.id, data.request);
});

for (const radio of document.querySelectorAll('input[name="method"]')) {
  radio.addEventListener('change', () => {
    method = radio.value;
    for (const panel of document.querySelectorAll('[data-panel]')) panel.hidden = panel.dataset.panel !== method;
    if (method === 'card') clearPayPal();
  });
}

input('number').addEventListener('input', updateBrand);
input('number').addEventListener('blur', () => {
  // Grouped as printed on the card: 4-6-5 for American Express, fours otherwise.
  const number = digitsOf(input('number').value);
  const groups = brandOf(number) === 'American Express' ? [4, 6, 5] : [4, 4, 4, 4, 3];
  let rest = number;
  const parts = [];
  for (const size of groups) {
    if (!rest) break;
    parts.push(rest.slice(0, size));
    rest = rest.slice(size);
  }
  if (/^\d+$/.test(number)) input('number').value = parts.join(' ') + rest;
});
input('expiry').addEventListener('input', (event) => {
  const field = input('expiry');
  if (event.inputType !== 'deleteContentBackward' && /^\d{2}$/.test(field.value)) field.value = `${field.value}/`;
});
for (const name of cardFields) {
  input(name).addEventListener('input', () => fieldEvent(name, null));
  input(name).addEventListener('focus', () => fieldEvent(name, 'focus'));
  input(name).addEventListener('blur', () => fieldEvent(name, 'blur'));
  // A field's message goes once the buyer fixes it, not before they leave it.
  input(name).addEventListener('blur', () => {
    if (input(name).getAttribute('aria-invalid') === 'true') showProblem(name, cardProblems()[name]);
  });
}
document.querySelector('.approve').addEventListener('click', () => void approvePayPal().catch(() => fail('dropin')));
document.querySelector('.change').addEventListener('click', () => {
  clearPayPal();
  input('email').focus();
});

new ResizeObserver(() => post({ type: 'resize', height: Math.ceil(document.body.getBoundingClientRect().height) })).observe(document.body);
