// Public entry of @storefront/validation: field rules, form schemas, attachment rules and their messages, for browser and API.
export * from './rules';
export * from './mailbox';
export * from './messages';
export * from './attachments';
export * from './forms';
export * from './schemas';
export * from './consent';
export * from './card';
export * from './order-request';
export * from './area-consent';
export * from './lead-reference';
export * from './lead-answer';
export * from './booking-api';
export * from './leads-api';
