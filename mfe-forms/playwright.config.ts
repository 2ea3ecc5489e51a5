// The forms remote's own suite: its pages in its harness, in a real browser, without the other remotes.
import { remoteSuiteConfig } from '@storefront/remote-kit/playwright';

export default remoteSuiteConfig(import.meta.dirname);
