// Public entry of @storefront/i18n: instance factory, formatters and common messages.
export { addLocaleMessages, addMessages, createI18n, useRemoteTranslation, type Messages } from './instance';
export { formatDate, formatLabel, formatMoney, formatPercent } from './format';
export { formatDayMonth, formatStoreDay, formatStoreTime, storeDate, windowEnds } from './store-dates';
export { commonMessages } from './messages';
