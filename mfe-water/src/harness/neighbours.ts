// Owns the other remotes' pages this harness stands in for the live releases with: its links to their pages (the products'
// pages of the plan) get their real addresses. The shell never reads this: it takes every remote's pages from the live releases (ADR 0034).
import type { LivePages } from '@storefront/contracts';
import { pages as catalogue } from '../../../mfe-catalogue/src/pages';
import { pages as shop } from '../../../mfe-shop/src/pages';
import { pages as checkout } from '../../../mfe-checkout/src/pages';
import { pages as forms } from '../../../mfe-forms/src/pages';

export const neighbours: LivePages = { catalogue, shop, checkout, forms };
