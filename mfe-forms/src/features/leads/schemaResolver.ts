// Owns the forms' checks as react-hook-form runs them: the schemas (@storefront/validation's, with zod and its resolver) are
// fetched when the visitor first enters a form, or at its first check if that comes sooner; no page's first load carries them.
import type { FieldValues, Resolver } from 'react-hook-form';
import type * as Validation from '@storefront/validation';

const load = () =>
  Promise.all([import('@storefront/validation'), import('@hookform/resolvers/zod')]).then(([schemas, { zodResolver }]) => ({
    schemas,
    zodResolver,
  }));

let loading: ReturnType<typeof load> | null = null;

/** Starts fetching the schemas (on a form's first focus); a fetch that failed is tried again by the next call. */
export function loadSchemas(): ReturnType<typeof load> {
  loading ??= load().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/**
 * A resolver that checks with the schema `pick` names, fetched on first use. Without the schemas (their fetch failed) it lets the
 * form go: the store API runs the same schema and its refusals are shown on the fields.
 */
export function lazyResolver<V extends FieldValues>(pick: (schemas: typeof Validation) => unknown): Resolver<V> {
  return async (values, context, options) => {
    let resolve: Resolver<V>;
    try {
      const { schemas, zodResolver } = await loadSchemas();
      resolve = zodResolver(pick(schemas) as never) as unknown as Resolver<V>;
    } catch (error) {
      console.warn('[forms] the form’s checks did not load; the store API checks it', error);
      return { values, errors: {} };
    }
    return resolve(values, context, options);
  };
}
