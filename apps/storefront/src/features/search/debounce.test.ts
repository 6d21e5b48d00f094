import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDebouncer, createLatestGate } from './debounce';

describe('createDebouncer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs once, 500 ms after the last call, with the last arguments', () => {
    const run = vi.fn();
    const debouncer = createDebouncer(run, 500);
    debouncer.schedule('g');
    vi.advanceTimersByTime(300);
    debouncer.schedule('gr');
    vi.advanceTimersByTime(300);
    debouncer.schedule('grä');
    vi.advanceTimersByTime(499);
    expect(run).not.toHaveBeenCalled();
    expect(debouncer.pending).toBe(true);
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    expect(run).toHaveBeenCalledWith('grä');
    expect(debouncer.pending).toBe(false);
  });

  it('runs nothing after cancel', () => {
    const run = vi.fn();
    const debouncer = createDebouncer(run, 500);
    debouncer.schedule('kedja');
    debouncer.cancel();
    vi.advanceTimersByTime(1000);
    expect(run).not.toHaveBeenCalled();
  });
});

describe('createLatestGate', () => {
  it('lets only the newest request through, whatever order answers arrive in', async () => {
    const gate = createLatestGate();
    const shown: string[] = [];
    const search = async (term: string, delayMs: number) => {
      const ticket = gate.next();
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      if (gate.isLatest(ticket)) shown.push(term);
    };
    await Promise.all([search('slow old', 30), search('fast new', 1)]);
    expect(shown).toEqual(['fast new']);
  });

  it('makes started requests stale when invalidated', () => {
    const gate = createLatestGate();
    const ticket = gate.next();
    gate.invalidate();
    expect(gate.isLatest(ticket)).toBe(false);
  });
});
