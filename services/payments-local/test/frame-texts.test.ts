// The provider frame's texts, as a customer reads them on the checkout page: both languages, the same keys, and nothing of
// the stand-in's own vocabulary (sandbox, test cards) in either.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';

const source = readFileSync(resolve(import.meta.dirname, '../frame/frame.js'), 'utf8');
const block = source.match(/const TEXTS = (\{[\s\S]*?\n\});/)?.[1];
const TEXTS = runInNewContext(`(${block})`) as Record<'fr' | 'en', Record<string, string>>;

describe('the frame’s texts', () => {
  it('exist in French and English for the same keys', () => {
    expect(Object.keys(TEXTS.fr).sort()).toEqual(Object.keys(TEXTS.en).sort());
    expect(Object.keys(TEXTS.fr).length).toBeGreaterThan(20);
  });

  it('say nothing of a sandbox, tests or test card numbers, in either language', () => {
    for (const locale of ['fr', 'en'] as const)
      for (const [key, text] of Object.entries(TEXTS[locale]))
        expect(text, `${locale} ${key}`).not.toMatch(
          /sandbox|bac à sable|\btests?\b|stand-in|4111|4000|5555|3782|local provider|fournisseur de paiement local/i,
        );
  });

  it('call a number the tokenizer refuses (81717) a declined card', () => {
    expect(TEXTS.fr['error.declined']).toBe('Cette carte a été refusée.');
    expect(TEXTS.en['error.declined']).toBe('This card was declined.');
    expect(source).toMatch(/81717: \['number', 'error\.declined'\]/);
  });
});
