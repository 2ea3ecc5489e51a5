// Owns stock: each variant's on-hand quantity, derived from the seed and kept in <dataDir>/shopify/inventory.json once an order changes it.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ShopifySeedVariant } from '../seed/types';
import type { Catalogue } from './catalogue';
import { toCents } from './money';

export interface Inventory {
  /** Units on hand; negative once orders that ignore the policy took more than there was, as on Shopify. */
  quantity(variantId: string): number;
  /** Sold online and in stock: variants are tracked with the "deny" policy, so none left means not for sale. */
  available(variant: ShopifySeedVariant): boolean;
  /** Applies every change or none, and has it on disk before it resolves. */
  adjust(changes: { variantId: string; delta: number }[]): Promise<void>;
  /** Runs fn alone, so a check of stock and the decrement that follows it are never interleaved with another order's. */
  exclusive<T>(fn: () => Promise<T>): Promise<T>;
}

/**
 * The seed has no stock figures. Online variants get a stock a small shop would hold, fewer of the dearer items
 * (pools, heat pumps) than of chemicals and accessories; catalogue-only and sold-out variants hold none.
 */
export function seedQuantity(variant: ShopifySeedVariant): number {
  if (!variant.availableForSale) return 0;
  const cents = toCents(variant.price);
  if (cents >= 100_000) return 10;
  if (cents >= 20_000) return 25;
  return 100;
}

interface StoredInventory {
  /** Levels of the variants orders changed; the others hold their seed quantity. */
  levels: Record<string, number>;
}

function readLevels(file: string): Map<string, number> {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return new Map();
    throw error;
  }
  const parsed = JSON.parse(text) as StoredInventory;
  return new Map(Object.entries(parsed.levels).filter((entry): entry is [string, number] => Number.isInteger(entry[1])));
}

export function createInventory(catalogue: Catalogue, dataDir: string): Inventory {
  const folder = join(dataDir, 'shopify');
  const file = join(folder, 'inventory.json');
  // Read once at start (a small file), so the Storefront resolvers can ask for a level without waiting.
  const levels = readLevels(file);
  let chain: Promise<unknown> = Promise.resolve();

  const quantity = (variantId: string) => {
    const stored = levels.get(variantId);
    if (stored !== undefined) return stored;
    const variant = catalogue.variant(variantId);
    return variant ? seedQuantity(variant) : 0;
  };

  return {
    quantity,
    available: (variant) => variant.availableForSale && quantity(variant.id) > 0,
    async adjust(changes) {
      const next = new Map(levels);
      for (const { variantId, delta } of changes) next.set(variantId, (next.get(variantId) ?? quantity(variantId)) + delta);
      mkdirSync(folder, { recursive: true });
      const temporary = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(temporary, JSON.stringify({ levels: Object.fromEntries(next) } satisfies StoredInventory, null, 2), 'utf8');
      await rename(temporary, file);
      // Only once the file holds the new levels do readers see them, so what was answered is what survives a restart.
      for (const [id, level] of next) levels.set(id, level);
    },
    exclusive(fn) {
      const run = chain.catch(() => undefined).then(fn);
      chain = run.catch(() => undefined);
      return run;
    },
  };
}
