// Owns the few pages the store API serves itself, from links in mails: confirming a newsletter sign-up and unsubscribing,
// each a button that posts (a mail scanner following the link changes nothing), then the outcome, in French or English.
import type { Locale } from '@storefront/contracts';

export const PAGE_WORDS = {
  fr: {
    unsubscribeTitle: 'Se désabonner',
    unsubscribeAsk: 'Voulez-vous ne plus recevoir de courriels de Piscines Soleil à l’adresse {email} ?',
    unsubscribeButton: 'Me désabonner',
    unsubscribed: 'Votre adresse a été retirée de nos envois. Vous ne recevrez plus nos courriels.',
    confirmTitle: 'Confirmer votre inscription',
    confirmAsk: 'Pour recevoir l’infolettre de Piscines Soleil à l’adresse {email}, confirmez votre inscription.',
    confirmButton: 'Confirmer mon inscription',
    confirmed:
      'Votre inscription à l’infolettre est confirmée. Merci! Vous pouvez vous désabonner en tout temps par le lien au bas de chacun de nos courriels.',
    expired: 'Ce lien de confirmation a expiré. Inscrivez-vous de nouveau à l’infolettre pour en recevoir un autre.',
    invalid: 'Ce lien n’est pas valide. Vérifiez qu’il a été copié en entier.',
  },
  en: {
    unsubscribeTitle: 'Unsubscribe',
    unsubscribeAsk: 'Do you want to stop receiving emails from Piscines Soleil at {email}?',
    unsubscribeButton: 'Unsubscribe me',
    unsubscribed: 'Your address was removed from our mailings. You will not receive our emails any more.',
    confirmTitle: 'Confirm your sign-up',
    confirmAsk: 'To receive the Piscines Soleil newsletter at {email}, confirm your sign-up.',
    confirmButton: 'Confirm my sign-up',
    confirmed:
      'Your newsletter sign-up is confirmed. Thank you! You can unsubscribe at any time with the link at the bottom of each of our emails.',
    expired: 'This confirmation link has expired. Sign up to the newsletter again to receive a new one.',
    invalid: 'This link is not valid. Check that it was copied whole.',
  },
} as const satisfies Record<Locale, Record<string, string>>;

/** Text made safe inside HTML (a page's, a mail's HTML part). */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A small, self-contained page (no script, no outside resource), readable on a phone and a desktop. */
export function apiPage(locale: Locale, title: string, body: { text: string; action?: { url: string; button: string } }): string {
  const form = body.action
    ? `<form method="post" action="${escapeHtml(body.action.url)}"><button type="submit">${escapeHtml(body.action.button)}</button></form>`
    : '';
  return `<!doctype html>
<html lang="${locale === 'fr' ? 'fr-CA' : 'en-CA'}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(title)} — Piscines Soleil</title>
<style>
body{margin:0;padding:0 1rem;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1d2b36;background:#f4f8fb}
main{max-width:36rem;margin:3rem auto;padding:2rem 1.5rem;background:#fff;border-radius:8px;box-shadow:0 1px 4px rgb(0 0 0/.08)}
p.brand{margin:0 0 1rem;font-weight:700;color:#0a5c8a}
h1{font-size:1.5rem;margin:0 0 1rem}
button{font:inherit;font-weight:600;padding:.75rem 1.5rem;min-height:44px;border:0;border-radius:4px;background:#0a5c8a;color:#fff;cursor:pointer}
button:focus-visible{outline:3px solid #f2a900;outline-offset:2px}
</style></head>
<body><main><p class="brand">Piscines Soleil</p><h1>${escapeHtml(title)}</h1><p>${escapeHtml(body.text)}</p>${form}</main></body>
</html>`;
}

export const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
