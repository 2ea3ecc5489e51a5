// Mounts the checkout remote alone, with the shell's providers and styles, and its cart runtime and cart panel running as in the shell.
import { useLocale } from '@storefront/platform';
import { mountHarness } from '@storefront/platform/harness';
import CartPanel from '../features/cart/CartPanel';
import CartRuntime from '../features/cart/CartRuntime';
import * as routes from '../routes';
import { neighbours } from './neighbours';
import { pages } from '../pages';

function PanelSlot() {
  return <CartPanel locale={useLocale()} />;
}

void mountHarness(routes, {
  neighbours,
  pages,
  slots: (
    <>
      <CartRuntime />
      <PanelSlot />
    </>
  ),
});
