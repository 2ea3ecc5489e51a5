// Owns what "Ajouter les produits au panier" sends: one cart line per product of the plan, whole packages, a product named by
// two steps (an acid for alkalinity and for pH) added once with both steps' packages.
import type { CartLineInput } from '@storefront/contracts';
import type { PlanStep } from '@storefront/water-chemistry';

export function cartLines(plan: readonly PlanStep[]): CartLineInput[] {
  const quantities = new Map<string, number>();
  for (const step of plan) {
    if (step.kind !== 'dose' || !step.choice) continue;
    const { product, packages } = step.choice;
    quantities.set(product.id, (quantities.get(product.id) ?? 0) + packages);
  }
  return [...quantities].map(([variantId, quantity]) => ({ variantId, quantity }));
}
