import { describe, expect, it, vi } from 'vitest';
import { daysAhead, daysKey } from './daysAhead';

describe('the days asked for ahead of the click', () => {
  it('names a visit’s days by its service and its postal code as the API reads it', () => {
    expect(daysKey('opening', 'h7s 1m9')).toBe('opening/H7S1M9');
    expect(daysKey('opening', 'H7S1M9')).toBe(daysKey('opening', ' h7s  1M9 '));
  });

  it('gives the click the answer fetched ahead, once, and asks once for a key already under way', async () => {
    const ahead = daysAhead<string>(() => false);
    const load = vi.fn(async () => 'days');
    ahead.ask('opening/H7S1M9', load);
    ahead.ask('opening/H7S1M9', load);
    expect(load).toHaveBeenCalledTimes(1);
    expect(await ahead.take('opening/H7S1M9', async () => 'again')).toBe('days');
    // Used once: the next click asks again (the calendar's "choose again" wants the days as they are).
    expect(await ahead.take('opening/H7S1M9', async () => 'again')).toBe('again');
  });

  it('asks again for another key, or when what was fetched is too old', async () => {
    let now = 0;
    const ahead = daysAhead<string>(
      () => false,
      () => now,
      60_000,
    );
    ahead.ask('opening/H7S1M9', async () => 'opening');
    expect(await ahead.take('closing/H7S1M9', async () => 'closing')).toBe('closing');
    ahead.ask('opening/H7S1M9', async () => 'old');
    now = 60_000;
    expect(await ahead.take('opening/H7S1M9', async () => 'new')).toBe('new');
  });

  it('a failure fetched ahead: asked again when it says so (the network), else the click gets that refusal', async () => {
    const ahead = daysAhead<string>((failure) => failure === 'network');
    ahead.ask('k', () => Promise.reject(new Error('network').message));
    expect(await ahead.take('k', async () => 'retried')).toBe('retried');
    ahead.ask('k', () => Promise.reject(new Error('unservedArea').message));
    await expect(ahead.take('k', async () => 'retried')).rejects.toBe('unservedArea');
  });
});
