// Mounts the shop remote alone, with the shell's providers and styles, and its filter panel beside the page as the shop layout has it.
import { mountHarness } from '@storefront/platform/harness';
import { useLocale } from '@storefront/platform';
import FilterPanel from '../features/filters/FilterPanel';
import * as routes from '../routes';
import { neighbours } from './neighbours';
import { pages } from '../pages';

function HarnessFilterPanel() {
  return (
    <aside aria-label="Harness: filter panel slot" data-testid="harness-filter-slot">
      <FilterPanel locale={useLocale()} />
    </aside>
  );
}

void mountHarness(routes, { slots: <HarnessFilterPanel />, neighbours, pages });
