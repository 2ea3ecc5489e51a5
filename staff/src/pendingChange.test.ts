import { describe, expect, it } from 'vitest';
import { PENDING_MAX_MS, pendingFor, serializePending } from './pendingChange';

const change = { leadId: 'a1', status: 'won', reason: 'Signé au magasin', version: 3, at: 1_000_000 };

describe('a change kept while the member signs in again', () => {
  it('is resumed on its own lead, within the hour, as it was kept', () => {
    expect(pendingFor(serializePending(change), 'a1', change.at + 60_000)).toEqual(change);
  });

  it('is not resumed on another lead, after the hour, from the future, or when it is not whole', () => {
    expect(pendingFor(serializePending(change), 'b2', change.at)).toBeNull();
    expect(pendingFor(serializePending(change), 'a1', change.at + PENDING_MAX_MS + 1)).toBeNull();
    expect(pendingFor(serializePending(change), 'a1', change.at - 1)).toBeNull();
    expect(pendingFor(JSON.stringify({ ...change, version: '3' }), 'a1', change.at)).toBeNull();
    expect(pendingFor('{not json', 'a1', change.at)).toBeNull();
    expect(pendingFor(null, 'a1', change.at)).toBeNull();
  });
});
