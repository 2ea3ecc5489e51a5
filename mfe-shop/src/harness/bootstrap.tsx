// Mounts the shop remote alone, with the shell's providers and styles.
import '@storefront/ui/styles.css';
import { mountHarness } from '@storefront/platform/harness';
import * as routes from '../routes';

void mountHarness(routes);
