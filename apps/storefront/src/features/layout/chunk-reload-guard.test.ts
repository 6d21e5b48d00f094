import { describe, expect, it } from 'vitest';
import { shouldReloadForChunkError } from './chunk-reload-guard';

describe('shouldReloadForChunkError', () => {
  it('reloads the first time and then at most once a minute', () => {
    expect(shouldReloadForChunkError(null, 1000)).toBe(true);
    expect(shouldReloadForChunkError(1000, 31_000)).toBe(false);
    expect(shouldReloadForChunkError(1000, 61_001)).toBe(true);
  });
});
