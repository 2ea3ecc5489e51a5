import { describe, expect, it } from 'vitest';
import { CONFIGURATION_QUERY, configurationFromQuery, configurationToQuery } from './configuration';

describe('a configuration in an address', () => {
  it('round-trips: what is written is what is read, other parameters kept', () => {
    const configuration = { shapes: 'ovale', liners: 'galets-de-riviere', steps: 'escalier-d-angle', walls: 'rotin-blanc' };
    const query = configurationToQuery(configuration, new URLSearchParams('modele=riviera'));
    expect(query.toString()).toBe('modele=riviera&forme=ovale&escalier=escalier-d-angle&toile=galets-de-riviere&paroi=rotin-blanc');
    expect(configurationFromQuery(query)).toEqual(configuration);
  });

  it('ignores keys it does not know and values that are not option ids', () => {
    expect(configurationFromQuery(new URLSearchParams('forme=Ovale&toile=&coque=blanc-perle&x=1&paroi=a%2Fb'))).toEqual({
      shellColours: 'blanc-perle',
    });
    expect(configurationFromQuery(new URLSearchParams(`forme=${'a'.repeat(81)}`))).toEqual({});
  });

  it('removes a list that is no longer chosen, and declares distinct keys', () => {
    expect(configurationToQuery({}, new URLSearchParams('forme=ovale&e=1')).toString()).toBe('e=1');
    expect(new Set(CONFIGURATION_QUERY).size).toBe(CONFIGURATION_QUERY.length);
  });
});
