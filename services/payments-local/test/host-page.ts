// A page of another origin that embeds the provider frame as the checkout will: it sends the client token, sizes the
// iframe, records the frame's messages, and asks for a nonce and 3-D Secure; the browser suite and the screenshots drive it.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { localBraintreeConfig } from '@storefront/mf-config/payments';
import { clientToken } from '../src/client-token';
import { startPaymentsLocal, type PaymentsLocal } from '../src/server';

export interface FrameHost {
  standIn: PaymentsLocal;
  /** The host page for a locale (the frame's address; `initLocale` for the init message), with a good client token or a forged one. */
  pageUrl(locale: 'fr' | 'en', token?: 'good' | 'forged', initLocale?: 'fr' | 'en'): string;
  close(): Promise<void>;
}

const page = (frameUrl: string, authorization: string, locale: string, initLocale: string): string => `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Checkout</title>
<style>body{margin:0;padding:16px;font-family:system-ui;background:#f6f8fa}iframe{display:block;width:100%;max-width:560px;border:0;height:120px}</style></head>
<body><h1 style="font-size:20px">Checkout</h1>
<iframe id="card-fields" title="Payment" src="${frameUrl}"></iframe>
<script>
const frame = document.getElementById('card-fields');
const frameOrigin = new URL(frame.src).origin;
window.frameEvents = [];
window.addEventListener('message', (event) => {
  if (event.origin !== frameOrigin || event.source !== frame.contentWindow || !event.data || event.data.source !== 'local-hosted-fields') return;
  window.frameEvents.push(event.data);
  if (event.data.type === 'resize') frame.style.height = event.data.height + 'px';
});
frame.addEventListener('load', () => frame.contentWindow.postMessage({ source: 'local-hosted-fields', type: 'init', authorization: ${JSON.stringify(authorization)}, locale: ${JSON.stringify(initLocale)} }, frameOrigin));
window.tokenize = (id) => frame.contentWindow.postMessage({ source: 'local-hosted-fields', type: 'tokenize', id }, frameOrigin);
window.verify3DS = (id, request) => frame.contentWindow.postMessage({ source: 'local-hosted-fields', type: 'verify3DS', id, request }, frameOrigin);
</script></body></html>`;

export async function startFrameHost(): Promise<FrameHost> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  const hostOrigin = `http://localhost:${(server.address() as AddressInfo).port}`;
  const standIn = await startPaymentsLocal({ port: 0, config: { ...localBraintreeConfig({}), frameAncestors: [hostOrigin] } });
  server.on('request', (request, response) => {
    const url = new URL(request.url ?? '/', hostOrigin);
    const locale = url.searchParams.get('locale') === 'en' ? 'en' : 'fr';
    const config = url.searchParams.get('token') === 'forged' ? { ...standIn.config, privateKey: 'forged' } : standIn.config;
    const token = clientToken(config, standIn.url, standIn.config.merchantAccountId);
    const frameUrl = `${standIn.url}/hosted-fields/v1/frame?${new URLSearchParams({ locale, origin: hostOrigin })}`;
    const initLocale = url.searchParams.get('init') === 'en' ? 'en' : url.searchParams.get('init') === 'fr' ? 'fr' : locale;
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page(frameUrl, token, locale, initLocale));
  });
  return {
    standIn,
    pageUrl: (locale, token = 'good', initLocale = locale) => `${hostOrigin}/?locale=${locale}&token=${token}&init=${initLocale}`,
    close: async () => {
      await standIn.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
