import { describe, expect, it } from 'vitest';
import { FIELD_LABELS, RULE_MESSAGES, ruleMessage } from './messages';

describe('the one message table, keyed by rule name with the field label inserted', () => {
  it('has every rule in French and English, and every field labelled in both', () => {
    expect(Object.keys(RULE_MESSAGES.en).sort()).toEqual(Object.keys(RULE_MESSAGES.fr).sort());
    expect(Object.keys(FIELD_LABELS.en).sort()).toEqual(Object.keys(FIELD_LABELS.fr).sort());
    for (const messages of [RULE_MESSAGES.fr, RULE_MESSAGES.en, FIELD_LABELS.fr, FIELD_LABELS.en])
      for (const [key, text] of Object.entries(messages)) expect(text.trim(), key).not.toBe('');
  });

  it('inserts the field label in the registered rules, in both languages', () => {
    expect(ruleMessage('required', 'fr', { field: 'lastname' })).toBe('Le champ «\u00a0Nom\u00a0» est requis.');
    expect(ruleMessage('required', 'en', { field: 'lastname' })).toBe('The “Last name” field is required.');
    expect(ruleMessage('lettersAndSpaces', 'fr', { field: 'firstname' })).toBe(
      'Le champ «\u00a0Prénom\u00a0» ne doit contenir que des lettres et des espaces.',
    );
    expect(ruleMessage('lettersAndSpaces', 'en', { field: 'firstname' })).toBe(
      'The “First name” field may only contain letters and spaces.',
    );
    expect(ruleMessage('pattern', 'fr', { field: 'postalCode' })).toBe('Le champ «\u00a0Code postal\u00a0» n’est pas valide.');
    expect(ruleMessage('pattern', 'en', { field: 'phone' })).toBe('The “Phone” field is not valid.');
    expect(ruleMessage('email', 'fr', { field: 'email' })).toBe('Le champ «\u00a0Courriel\u00a0» doit contenir un courriel valide.');
    expect(ruleMessage('email', 'en', { field: 'email' })).toBe('The “Email” field must contain a valid email address.');
  });

  it('says the spec’s own words for the city and the attachment limit', () => {
    expect(ruleMessage('city', 'fr', { field: 'city' })).toBe('Précisez la ville.');
    expect(ruleMessage('totalTooBig', 'fr')).toBe('La limite de poids de fichier joint est dépassé. Maximum 23 mo.');
    expect(ruleMessage('city', 'en')).toBe('Please specify the city.');
    expect(ruleMessage('totalTooBig', 'en')).toBe('The attachments are over the size limit. Maximum 23 MB.');
  });

  it('fills the upload messages: size and maximum, count, server code', () => {
    expect(ruleMessage('fileTooBig', 'fr', { name: 'plan.pdf', size: '30\u00a0Mo', max: '23\u00a0Mo' })).toBe(
      'Le fichier plan.pdf est trop volumineux (30\u00a0Mo). Maximum\u00a0: 23\u00a0Mo.',
    );
    expect(ruleMessage('fileTooBig', 'en', { name: 'plan.pdf', size: '30 MB', max: '23 MB' })).toBe(
      'The file plan.pdf is too big (30 MB). Maximum: 23 MB.',
    );
    expect(ruleMessage('tooManyFiles', 'fr', { max: 5 })).toBe('Vous pouvez joindre au plus 5 fichiers.');
    expect(ruleMessage('serverResponse', 'en', { code: 502 })).toBe('The server answered with code 502.');
    expect(ruleMessage('cancelConfirm', 'fr')).toBe('Voulez-vous vraiment annuler l’envoi de vos fichiers\u00a0?');
    expect(ruleMessage('fileType', 'fr', { name: 'virus.exe' })).toBe(
      'Le fichier virus.exe n’est pas d’un type accepté (images, PDF, Word ou Excel).',
    );
    expect(ruleMessage('officeActiveContent', 'fr', { name: 'cv.docx' })).toMatch(
      /^Le fichier cv\.docx n’est pas accepté\u00a0: il contient des macros/,
    );
    expect(ruleMessage('officeActiveContent', 'en', { name: 'cv.docx' })).toMatch(/^The file cv\.docx is not accepted: it holds macros/);
    expect(ruleMessage('fileName', 'fr', { name: 'cv\ufffd.pdf' })).toMatch(/^Le nom du fichier cv\ufffd\.pdf contient un caractère/);
    expect(ruleMessage('fileName', 'en', { name: 'cv\ufffd.pdf' })).toMatch(/^The name of the file cv\ufffd\.pdf holds a character/);
  });
});
