// Owns what the local payment provider offers other workspaces: starting the stand-in (the store API's tests, the site).
export { startPaymentsLocal, type PaymentsLocal } from './server';
export { WEBHOOK_KINDS, type SignedWebhook, type WebhookKind } from './webhooks';
export { TEST_CARDS, TEST_NONCES } from './test-values';
