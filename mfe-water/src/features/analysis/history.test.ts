import { describe, expect, it } from 'vitest';
import { HISTORY_SIZE, parseHistory, remember, type SavedAnalysis } from './history';

const entry = (id: string, query = `ph=${id}`): SavedAnalysis => ({ id, savedAt: '2026-11-25T12:00:00.000Z', query, kind: 'pool' });

describe('the last analyses', () => {
  it('keeps the five most recent, newest first', () => {
    let list: SavedAnalysis[] = [];
    for (const id of ['1', '2', '3', '4', '5', '6', '7']) list = remember(list, entry(id));
    expect(list.map((saved) => saved.id)).toEqual(['7', '6', '5', '4', '3']);
    expect(list).toHaveLength(HISTORY_SIZE);
  });

  it('updates an analysis being edited instead of adding one per change, and moves it first', () => {
    const list = remember([entry('b'), entry('a')], { ...entry('a'), query: 'ph=7.5' });
    expect(list.map((saved) => [saved.id, saved.query])).toEqual([
      ['a', 'ph=7.5'],
      ['b', 'ph=b'],
    ]);
  });

  it('keeps one entry for the same readings', () => {
    expect(remember([entry('a', 'ph=7')], entry('b', 'ph=7')).map((saved) => saved.id)).toEqual(['b']);
  });

  it('reads what the storage holds, leaving out what is not an analysis', () => {
    expect(parseHistory(null)).toEqual([]);
    expect(parseHistory('not json')).toEqual([]);
    expect(parseHistory('{"id":"a"}')).toEqual([]);
    const raw = JSON.stringify([entry('a'), { id: 'b', kind: 'lake' }, { ...entry('c'), litres: 50000 }]);
    expect(parseHistory(raw).map((saved) => saved.id)).toEqual(['a', 'c']);
  });
});
