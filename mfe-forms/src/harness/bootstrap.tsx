// Mounts the forms remote alone, with the shell's providers and styles, and its newsletter block as the layout shows it.
import { mountHarness } from '@storefront/platform/harness';
import { useLocale } from '@storefront/platform';
import NewsletterBlock from '../features/newsletter/NewsletterBlock';
import * as routes from '../routes';
import { neighbours } from './neighbours';
import { pages } from '../pages';

function HarnessNewsletter() {
  return <NewsletterBlock locale={useLocale()} />;
}

void mountHarness(routes, { slots: <HarnessNewsletter />, neighbours, pages });
