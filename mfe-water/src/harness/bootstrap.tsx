// Mounts the water remote alone, with the shell's providers and styles.
import { mountHarness } from '@storefront/platform/harness';
import * as routes from '../routes';
import { neighbours } from './neighbours';
import { pages } from '../pages';

void mountHarness(routes, { neighbours, pages });
