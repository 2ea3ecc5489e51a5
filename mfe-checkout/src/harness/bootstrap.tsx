// Mounts the checkout remote alone, with the shell's providers and styles, and its cart runtime running as in the shell.
import '@storefront/ui/styles.css';
import { mountHarness } from '@storefront/platform/harness';
import CartRuntime from '../features/cart/CartRuntime';
import * as routes from '../routes';

void mountHarness(routes, { slots: <CartRuntime /> });
