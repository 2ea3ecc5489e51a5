// The water remote's own suite: its page in its harness, in a real browser, without the other remotes.
import { remoteSuiteConfig } from '@storefront/remote-kit/playwright';

export default remoteSuiteConfig(import.meta.dirname);
