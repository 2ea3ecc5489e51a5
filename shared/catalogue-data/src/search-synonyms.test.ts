import { describe, expect, it } from 'vitest';
import { searchCompounds, searchSynonyms, synonymGroups, synonymSpots } from './search-synonyms';

describe('search synonyms (search-synonyms.json)', () => {
  it('reads phrases into their normalized words', () => {
    expect(synonymGroups([['Pompe à chaleur', 'Heat-pump']]).groups).toEqual([
      [
        ['pompe', 'a', 'chaleur'],
        ['heat', 'pump'],
      ],
    ]);
  });

  it('holds the shoppers’ words the issue names, in both languages', () => {
    const spots = (keyword: string) => synonymSpots(keyword.split(' ')).map((spot) => spot.alternatives.map((words) => words.join(' ')));
    expect(spots('hot tub')[0]).toContain('spa');
    expect(spots('chlorine')[0]).toContain('chlore');
    expect(spots('chlore')[0]).toContain('chlorine');
    expect(spots('swim spa')[0]).toContain('spa de nage');
    expect(spots('spa de nage')[0]).toContain('swim spa');
  });

  it('finds the longest phrase at each place, without overlap', () => {
    const synonyms = synonymGroups([
      ['spa', 'hot tub'],
      ['spa de nage', 'swim spa'],
      ['places', 'seats'],
    ]);
    expect(synonymSpots(['spa', 'de', 'nage', '6', 'places'], synonyms)).toEqual([
      { start: 0, length: 3, alternatives: [['swim', 'spa']] },
      { start: 4, length: 1, alternatives: [['seats']] },
    ]);
    expect(synonymSpots(['hot', 'tubs'], synonyms)).toEqual([{ start: 0, length: 2, alternatives: [['spa']] }]);
  });

  it('takes its compounds from the phrases of several words, in the singular', () => {
    expect(searchCompounds()).toContainEqual(['spa', 'de', 'nage']);
    expect(searchCompounds()).toContainEqual(['swim', 'spa']);
    expect(searchSynonyms().groups.every((group) => group.length > 1)).toBe(true);
  });
});
