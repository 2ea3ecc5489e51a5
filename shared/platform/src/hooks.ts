// Owns the hooks remotes use to read the shared state without knowing how it is stored.
import { useAtomValue } from 'jotai';
import { cartSummaryAtom, localeAtom, runtimeConfigAtom } from './state';

export const useLocale = () => useAtomValue(localeAtom);
export const useCartSummary = () => useAtomValue(cartSummaryAtom);
export const useRuntimeConfig = () => useAtomValue(runtimeConfigAtom);
