import { describe, expect, it } from 'vitest';
import { FIELD_LABELS, RULE_MESSAGES } from './messages';
import { frenchTypographyProblems, tableStrings } from './typography';

describe('French typography', () => {
  it('finds each problem the issue names', () => {
    expect(frenchTypographyProblems('Images, PDF, Word ou Excel; 23 mo au total.')).toEqual(['no-break space before ;', 'Mo and ko']);
    expect(frenchTypographyProblems('Le champ « Nom » est requis : oui ?')).toEqual([
      'no-break space before :',
      'no-break space before ?',
      'spaces inside « »',
    ]);
    expect(frenchTypographyProblems('Le ph de l’eau (Facultatif)')).toEqual(['pH', 'lower-case parenthetical']);
    expect(frenchTypographyProblems('Matin (8 h à 12 h)')).toEqual(['no-break space before a unit']);
    expect(frenchTypographyProblems('Dites "oui"')).toEqual(['straight quotes']);
  });

  it('passes text written right, addresses, and the spec’s own words as the spec writes them', () => {
    expect(frenchTypographyProblems('Images, PDF, Word ou Excel\u00a0; 23\u00a0Mo au total, le pH (facultatif)\u00a0!')).toEqual([]);
    expect(frenchTypographyProblems('Voir https://www.quebec.ca/a?b=c')).toEqual([]);
    expect(frenchTypographyProblems('La limite de poids de fichier joint est dépassé. Maximum 23 mo.')).toEqual([]);
  });

  it('holds for every French rule message and field label', () => {
    const problems = [...tableStrings(RULE_MESSAGES.fr), ...tableStrings(FIELD_LABELS.fr)]
      .map(([path, text]) => [path, frenchTypographyProblems(text)] as const)
      .filter(([, found]) => found.length > 0);
    expect(problems).toEqual([]);
  });
});
