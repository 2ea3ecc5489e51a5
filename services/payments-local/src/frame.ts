// Owns the provider frame's page: the card fields, the local PayPal approval and the issuer's 3-D Secure challenge in a
// document of the stand-in's own origin (where Braintree has Hosted Fields' frames, PayPal's window and Cardinal's), with a CSP that lets it load only its own script and style, talk only to its own origin, and be embedded only
// by the site origins it is configured with.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const assetsDir = resolve(import.meta.dirname, '../frame');

/** The frame's script (a module, with the Luhn check it shares with the tokenizer) and style, read once: they never change while the stand-in runs. */
export const FRAME_ASSETS = {
  'frame.js': { type: 'text/javascript; charset=utf-8', body: readFileSync(resolve(assetsDir, 'frame.js')) },
  'frame.css': { type: 'text/css; charset=utf-8', body: readFileSync(resolve(assetsDir, 'frame.css')) },
  'luhn.js': { type: 'text/javascript; charset=utf-8', body: readFileSync(resolve(assetsDir, 'luhn.js')) },
} as const;

const escapeAttribute = (value: string): string => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export function frameHeaders(parentOrigin: string): Record<string, string> {
  return {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': [
      "default-src 'none'",
      "script-src 'self'",
      "style-src 'self'",
      "connect-src 'self'",
      "img-src 'self' data:",
      "form-action 'none'",
      "base-uri 'none'",
      `frame-ancestors ${parentOrigin}`,
    ].join('; '),
    'cache-control': 'no-store',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
  };
}

/** The page: labels and messages come from the script's fr/en texts, so the markup carries only their keys. */
export function framePage(locale: 'fr' | 'en', parentOrigin: string): string {
  const field = (name: string, input: string, hint = ''): string => `
      <div class="field" data-field="${name}">
        <label for="${name}" data-text="label.${name}"></label>
        ${hint}
        ${input}
        <p class="error" id="${name}-error" hidden></p>
      </div>`;
  return `<!doctype html>
<html lang="${locale === 'en' ? 'en-CA' : 'fr-CA'}">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="local-hosted-fields-parent" content="${escapeAttribute(parentOrigin)}">
  <title data-text="title"></title>
  <link rel="stylesheet" href="/hosted-fields/v1/frame.css">
  <script type="module" src="/hosted-fields/v1/frame.js"></script>
</head>
<body>
  <main class="hosted-fields" data-state="loading">
    <p class="loading" data-text="loading" role="status"></p>
    <p class="fatal" role="alert" hidden></p>
    <div class="ready-only">
      <div class="methods" role="radiogroup" aria-labelledby="methods-label">
        <span id="methods-label" class="visually-hidden" data-text="methods"></span>
        <label class="method"><input type="radio" name="method" value="card" checked><span data-text="method.card"></span></label>
        <label class="method"><input type="radio" name="method" value="paypal"><span data-text="method.paypal"></span></label>
      </div>
      <form class="card" novalidate autocomplete="on" data-panel="card">
        <p class="brands"><span data-text="brands"></span> <span class="brand" data-brand="Visa">VISA</span><span class="brand" data-brand="MasterCard">Mastercard</span><span class="brand" data-brand="American Express">AMEX</span></p>
        ${field('name', '<input id="name" name="name" autocomplete="cc-name" aria-describedby="name-error" maxlength="255">')}
        ${field('number', '<input id="number" name="number" inputmode="numeric" autocomplete="cc-number" aria-describedby="number-error" maxlength="23" spellcheck="false">')}
        <div class="row">
          ${field('expiry', '<input id="expiry" name="expiry" inputmode="numeric" autocomplete="cc-exp" aria-describedby="expiry-hint expiry-error" maxlength="7">', '<span class="hint" id="expiry-hint" data-text="hint.expiry"></span>')}
          ${field('cvv', '<input id="cvv" name="cvv" inputmode="numeric" autocomplete="cc-csc" aria-describedby="cvv-hint cvv-error" maxlength="4">', '<span class="hint" id="cvv-hint" data-text="hint.cvv"></span>')}
        </div>
      </form>
      <div class="paypal" data-panel="paypal" hidden>
        <p class="paypal-intro" data-text="paypal.intro"></p>
        <div class="paypal-form">
          ${field('email', '<input id="email" name="email" type="email" autocomplete="email" aria-describedby="email-error" maxlength="255">')}
          <button type="button" class="approve" data-text="paypal.approve"></button>
        </div>
        <div class="paypal-approved" hidden>
          <p class="approved" role="status"></p>
          <button type="button" class="change" data-text="paypal.change"></button>
        </div>
      </div>
      <p class="footer" data-text="footer"></p>
    </div>
    <section class="challenge" role="dialog" aria-modal="true" aria-labelledby="challenge-title" aria-describedby="challenge-text" hidden>
      <h2 id="challenge-title" data-text="challenge.title"></h2>
      <p id="challenge-text" class="challenge-text"></p>
      <div class="challenge-actions">
        <button type="button" class="challenge-confirm" data-text="challenge.confirm"></button>
        <button type="button" class="challenge-cancel" data-text="challenge.cancel"></button>
      </div>
    </section>
  </main>
</body>
</html>
`;
}
