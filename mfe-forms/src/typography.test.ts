import { describe, expect, it } from 'vitest';
import { frenchTypographyProblems, tableStrings } from '@storefront/validation';
import { STORE_VISIT_MESSAGES } from './features/store-visit/messages';
import { FORMS_MESSAGES } from './i18n';

describe('the forms’ French', () => {
  it('is typeset: no-break spaces before « : ; ! ? » and inside « », Mo, pH, lower-case parentheticals', () => {
    const problems = [...tableStrings(FORMS_MESSAGES.fr), ...tableStrings(STORE_VISIT_MESSAGES.fr)]
      .map(([path, text]) => [path, frenchTypographyProblems(text)] as const)
      .filter(([, found]) => found.length > 0);
    expect(problems).toEqual([]);
  });

  it('says “inscription” for a newsletter sign-up, where no message was sent', () => {
    expect(FORMS_MESSAGES.fr.newsletter.success).toMatch(/^Votre inscription a été acheminée avec succès\. /);
    expect(FORMS_MESSAGES.fr.form.attachHint).toBe('Images, PDF, Word ou Excel\u00a0; 23\u00a0Mo au total, 5 fichiers au plus.');
  });
});
