// Renders the seed images into the shared cache once, so every suite's server starts from the cache.
import { loadSeed } from '../src/seed/index';

export default async function setup(): Promise<void> {
  await loadSeed({ baseUrl: 'http://127.0.0.1:0' });
}
