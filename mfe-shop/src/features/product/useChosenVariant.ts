// Owns the variant a product page shows: the one its address names (?variant=), else the default one; a choice goes into the
// address, so a reload or a shared link shows the same variant, server-rendered.
import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { VARIANT_PARAM, variantOfParam, variantParam } from './variants';

export function useChosenVariant<V extends { id: string; availableForSale: boolean }>(
  variants: readonly V[],
): [variant: V | undefined, choose: (id: string) => void] {
  const [search] = useSearchParams();
  const { pathname, hash } = useLocation();
  const navigate = useNavigate();
  const named = search.get(VARIANT_PARAM);
  // The choice shows at once; the address follows a moment later, and once it has moved (the choice, a link) it rules again.
  const [pending, setPending] = useState<{ id: string; named: string | null } | null>(null);
  const shown = pending && pending.named === named ? pending.id : named;
  const choose = (id: string) => {
    setPending({ id, named });
    const next = new URLSearchParams(search);
    next.set(VARIANT_PARAM, variantParam(id));
    // Replaced, not pushed: Back leaves the page rather than walking through the formats tried.
    void navigate({ pathname, search: `?${next.toString()}`, hash }, { replace: true, preventScrollReset: true });
  };
  return [variantOfParam(variants, shown), choose];
}
