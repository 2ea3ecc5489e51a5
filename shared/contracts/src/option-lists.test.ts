import { describe, expect, it } from 'vitest';
import { CONFIGURATION_QUERY_KEYS, type OptionListName } from './configuration';
import { optionListLabel } from './option-lists';

const LISTS = Object.keys(CONFIGURATION_QUERY_KEYS) as OptionListName[];

describe('an option list’s name', () => {
  it('is "Marches" for a spa’s steps and "Escalier" for a pool’s, in every form', () => {
    expect(optionListLabel('steps', 'spa', 'fr')).toBe('Marches');
    expect(optionListLabel('steps', 'spa', 'fr', 'many')).toBe('Marches');
    expect(optionListLabel('steps', 'pool', 'fr')).toBe('Escalier');
    expect(optionListLabel('steps', 'pool', 'fr', 'many')).toBe('Escaliers');
    expect(optionListLabel('steps', 'spa', 'en')).toBe('Steps');
  });

  it('names every list in both languages, a group in its plural where French has one', () => {
    for (const list of LISTS)
      for (const locale of ['fr', 'en'] as const) {
        expect(optionListLabel(list, 'pool', locale)).not.toBe(list);
        expect(optionListLabel(list, 'pool', locale, 'many')).not.toBe('');
      }
    expect(optionListLabel('liners', 'pool', 'fr', 'many')).toBe('Toiles');
    expect(optionListLabel('liners', 'pool', 'en')).toBe('Liner');
  });

  it('shows a name that is no list as it came, never what an object inherits', () => {
    expect(optionListLabel('constructor', 'pool', 'fr')).toBe('constructor');
    expect(optionListLabel('fenetre', 'spa', 'en')).toBe('fenetre');
  });
});
