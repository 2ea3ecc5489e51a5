import { describe, expect, it } from 'vitest';
import { filterFromSearch, searchOfFilter } from './inbox';
import { safeNext } from './next';
import { savedLocale } from './i18n';

describe('the inbox’s address', () => {
  it('reads a known status and form, ignores anything else, and writes them back in one order', () => {
    expect(filterFromSearch(new URLSearchParams('form=quote&status=won'))).toEqual({ status: 'won', form: 'quote' });
    expect(filterFromSearch(new URLSearchParams('status=oublié&form=newsletter'))).toEqual({});
    expect(searchOfFilter({ form: 'quote', status: 'won' })).toBe('?status=won&form=quote');
    expect(searchOfFilter({})).toBe('');
  });
});

describe('after sign-in', () => {
  it('goes back to a page of the console only', () => {
    expect(safeNext('/leads/42?x=1')).toBe('/leads/42?x=1');
    expect(safeNext('//evil.example/')).toBe('/');
    expect(safeNext('/\\evil.example')).toBe('/');
    expect(safeNext('https://evil.example/')).toBe('/');
    expect(safeNext('/sign-in?next=/')).toBe('/');
    expect(safeNext(null)).toBe('/');
  });

  it('speaks French unless English was chosen on this device', () => {
    expect(savedLocale('en')).toBe('en');
    expect(savedLocale(null)).toBe('fr');
    expect(savedLocale('de')).toBe('fr');
  });
});
