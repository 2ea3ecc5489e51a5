import { describe, expect, it } from 'vitest';
import { SPEC_QUOTED_TEXTS, typographyIssues, typographyRulesBroken } from './typography';

const NB = '\u00a0';

describe('typography rules', () => {
  it('wants a no-break space (or a narrow one) before « : ; ! ? » in French, where they end a clause', () => {
    expect(typographyRulesBroken('Votre choix actuel : accepté.', 'fr')).toEqual(['space-before-punctuation']);
    expect(typographyRulesBroken('Une question?', 'fr')).toEqual(['space-before-punctuation']);
    expect(typographyRulesBroken('Attention; lisez.', 'fr')).toEqual(['space-before-punctuation']);
    expect(typographyRulesBroken(`Votre choix actuel${NB}: accepté.`, 'fr')).toEqual([]);
    expect(typographyRulesBroken('Une question\u202f?', 'fr')).toEqual([]);
    expect(typographyRulesBroken(`Vraiment${NB}?!`, 'fr')).toEqual([]);
    // Not punctuation of a clause: a time, an address, a query.
    expect(typographyRulesBroken('Ouvert à 14:00, voir https://exemple.ca/?e=spa', 'fr')).toEqual([]);
    // English puts no space there.
    expect(typographyRulesBroken('Your choice: accepted.', 'en')).toEqual([]);
  });

  it('wants « » with no-break spaces inside, never straight or English quotes, in French', () => {
    expect(typographyRulesBroken(`Cliquez sur «${NB}Envoyer${NB}».`, 'fr')).toEqual([]);
    expect(typographyRulesBroken('Cliquez sur «Envoyer».', 'fr')).toEqual(['guillemet-spacing']);
    expect(typographyRulesBroken('Cliquez sur "Envoyer".', 'fr')).toEqual(['straight-quotes']);
    expect(typographyRulesBroken('Cliquez sur “Envoyer”.', 'fr')).toEqual(['straight-quotes']);
    expect(typographyRulesBroken('Click "Send".', 'en')).toEqual([]);
  });

  it('wants the ellipsis character, not three dots', () => {
    expect(typographyRulesBroken('Chargement...', 'fr')).toEqual(['three-dots']);
    expect(typographyRulesBroken('Loading...', 'en')).toEqual(['three-dots']);
    expect(typographyRulesBroken('Chargement…', 'fr')).toEqual([]);
  });

  it('writes Mo (mégaoctet) in French and MB in English, never mo, MB or 23Mo in French', () => {
    expect(typographyRulesBroken(`Word ou Excel${NB}; 23 mo`, 'fr')).toEqual(['megabyte']);
    expect(typographyRulesBroken(`Word ou Excel${NB}; 23 MB`, 'fr')).toEqual(['megabyte']);
    expect(typographyRulesBroken('au plus 23Mo', 'fr')).toEqual(['megabyte']);
    expect(typographyRulesBroken(`Word ou Excel${NB}; 23${NB}Mo`, 'fr')).toEqual([]);
    expect(typographyRulesBroken('Payable en 12 mois', 'fr')).toEqual([]);
    expect(typographyRulesBroken('Word or Excel; 23 mb', 'en')).toEqual(['megabyte']);
    expect(typographyRulesBroken('Word or Excel; 23 MB', 'en')).toEqual([]);
  });

  it('writes pH, never ph or PH', () => {
    expect(typographyRulesBroken('Le ph est bas.', 'fr')).toEqual(['ph']);
    expect(typographyRulesBroken('PH too low.', 'en')).toEqual(['ph']);
    expect(typographyRulesBroken('Le pH est bas.', 'fr')).toEqual([]);
    expect(typographyRulesBroken('Phosphates', 'fr')).toEqual([]);
  });

  it('keeps an annotation in parentheses in lower case, names keeping their capital', () => {
    expect(typographyRulesBroken('Téléphone (Facultatif)', 'fr')).toEqual(['capitalized-parenthetical']);
    expect(typographyRulesBroken('Phone (Optional)', 'en')).toEqual(['capitalized-parenthetical']);
    expect(typographyRulesBroken('Téléphone (facultatif)', 'fr')).toEqual([]);
    expect(typographyRulesBroken('Laval (Québec)', 'fr')).toEqual([]);
    expect(typographyRulesBroken('Taxes (TPS et TVQ)', 'fr')).toEqual([]);
  });

  it('finds English left in a French table, not a French text with a borrowed word', () => {
    expect(typographyRulesBroken('Choose the files', 'fr')).toEqual(['english-in-french']);
    expect(typographyRulesBroken('Item added to your cart', 'fr')).toEqual(['english-in-french']);
    expect(typographyRulesBroken('Votre spa est prêt pour le week-end', 'fr')).toEqual([]);
    expect(typographyRulesBroken('Item added to your cart', 'en')).toEqual([]);
  });
});

describe('typographyIssues', () => {
  it('walks a nested table and names each text by its key', () => {
    const table = { form: { phone: 'Téléphone (Facultatif)', lead: `Écrivez-nous${NB}:` }, list: ['Chargement...'] };
    expect(typographyIssues(table, 'fr')).toEqual([
      { rule: 'capitalized-parenthetical', key: 'form.phone', text: 'Téléphone (Facultatif)' },
      { rule: 'three-dots', key: 'list.0', text: 'Chargement...' },
    ]);
  });

  it("keeps the spec's quoted texts word for word, each with the section that quotes it", () => {
    const quoted = 'La limite de poids de fichier joint est dépassé. Maximum 23 mo.';
    expect(typographyRulesBroken(quoted, 'fr')).toEqual(['megabyte']);
    expect(typographyIssues({ tooBig: quoted }, 'fr')).toEqual([]);
    for (const { section } of SPEC_QUOTED_TEXTS) expect(section).toMatch(/^§\d+$/);
  });
});
