// Owns the shell's i18next instance, made from its messages.
import { createI18n, useRemoteTranslation } from '@storefront/i18n';
import type { Locale } from '@storefront/contracts';
import { shellMessages } from './messages';

export const shellI18n = createI18n('shell', shellMessages);

export const useShellTranslation = (locale: Locale) => useRemoteTranslation(shellI18n, 'shell', locale);
