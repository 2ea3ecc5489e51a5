// The checkout remote's own suite: its pages in its harness, in a real browser, without the other remotes.
import { remoteSuiteConfig } from '../scripts/playwright';

export default remoteSuiteConfig('checkout');
