// Public entry of @storefront/i18n: instance factory, formatters and common messages.
export { addMessages, createI18n, useRemoteTranslation, type Messages } from './instance';
export { formatMoney, formatPercent, formatDate } from './format';
export { commonMessages } from './messages';
