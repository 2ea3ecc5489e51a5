// Owns building the address of a page of the path table, with an optional section of it.
import { localizedPath, type Locale, type PageId, type PathParams } from '@storefront/contracts';

export const hrefOf = (link: { page: PageId; params?: PathParams; hash?: string }, locale: Locale): string =>
  `${localizedPath(link.page, locale, link.params)}${link.hash ? `#${link.hash}` : ''}`;
