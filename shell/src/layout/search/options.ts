// Owns the header search's list of options (ADR 0050): the suggestions in one order (products, then categories and
// collections, then pages), and how the arrow keys move among them.
import type { SearchSuggestions } from '@storefront/contracts';

export interface SearchOption {
  kind: 'product' | 'group' | 'page';
  title: string;
  href: string;
  image?: { src: string; alt: string; width: number | null } | null;
  price?: { amount: number; from: boolean } | null;
}

export interface OptionGroup {
  kind: SearchOption['kind'];
  /** Where each option of the group sits in the flat list the arrows move through. */
  start: number;
  options: SearchOption[];
}

/** The shop's suggestions and the pages, as the groups the list shows (empty ones left out). */
export function optionGroups(suggestions: SearchSuggestions, pages: readonly { title: string; href: string }[]): OptionGroup[] {
  const groups: Omit<OptionGroup, 'start'>[] = [
    { kind: 'product', options: suggestions.products.map((product) => ({ kind: 'product', ...product })) },
    { kind: 'group', options: suggestions.groups.map((group) => ({ kind: 'group', ...group })) },
    { kind: 'page', options: pages.map((page) => ({ kind: 'page', ...page })) },
  ];
  let start = 0;
  return groups
    .filter((group) => group.options.length > 0)
    .map((group) => {
      const placed = { ...group, start };
      start += group.options.length;
      return placed;
    });
}

export const flatOptions = (groups: readonly OptionGroup[]): SearchOption[] => groups.flatMap((group) => group.options);

/** The active option after an arrow key: down from none is the first, up from none the last; both wrap around. */
export function moveActive(active: number, count: number, key: 'ArrowDown' | 'ArrowUp'): number {
  if (count === 0) return -1;
  if (key === 'ArrowDown') return active < 0 || active >= count - 1 ? 0 : active + 1;
  return active <= 0 ? count - 1 : active - 1;
}
