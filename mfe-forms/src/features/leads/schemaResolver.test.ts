import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ResolverOptions } from 'react-hook-form';

const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<Record<string, string>>;

afterEach(() => {
  vi.doUnmock('@storefront/validation');
  vi.resetModules();
  vi.restoreAllMocks();
});

describe('the forms’ checks, fetched on first use', () => {
  it('checks with the schema it names once fetched: the rule’s name on the field', async () => {
    const { lazyResolver } = await import('./schemaResolver');
    const resolve = lazyResolver<Record<string, string>>((schemas) => schemas.newsletterSchema);
    const refused = await resolve({ email: 'pas-un-courriel' }, undefined, options);
    expect(refused.errors).toMatchObject({ email: { message: 'email' }, consent: { message: 'consent' } });
    const taken = await resolve({ email: 'Marie@Exemple.ca', consent: 'on' }, undefined, options);
    expect(taken).toEqual({ values: { email: 'Marie@exemple.ca', consent: true }, errors: {} });
  });

  it('lets the form go when the schemas cannot be fetched (the store API checks it), and fetches them again next time', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.doMock('@storefront/validation', () => {
      throw new Error('offline');
    });
    const { lazyResolver } = await import('./schemaResolver');
    const resolve = lazyResolver<Record<string, string>>((schemas) => schemas.newsletterSchema);
    expect(await resolve({ email: 'pas-un-courriel' }, undefined, options)).toEqual({ values: { email: 'pas-un-courriel' }, errors: {} });
    vi.doUnmock('@storefront/validation');
    const again = await resolve({ email: 'pas-un-courriel' }, undefined, options);
    expect(again.errors).toMatchObject({ email: { message: 'email' } });
  });
});
