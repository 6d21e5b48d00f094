import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const keepSession = vi.fn<() => Promise<{ secondsLeft: number; renewed: boolean } | null>>();
vi.mock('./auth-actions', () => ({ keepSession: () => keepSession() }));
vi.mock('@/features/shop/auth-signal', () => ({ signedInHere: () => true }));
vi.mock('@/features/shop/tab-channel', () => ({ postToTabs: () => {} }));

const { startSessionKeeper } = await import('./session-keeper');

beforeEach(() => {
  vi.useFakeTimers();
  keepSession.mockReset();
  // No Web Locks: the refresh is asked for directly.
  vi.stubGlobal('navigator', {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the session keeper', () => {
  it('refreshes the token 900 x maxAge ms after each answer, not a millisecond before', async () => {
    keepSession
      .mockResolvedValueOnce({ secondsLeft: 600, renewed: false })
      .mockResolvedValue({ secondsLeft: 900, renewed: true });
    const hooks = { onSignedOut: vi.fn(), onRenewed: vi.fn() };
    const stop = startSessionKeeper(hooks);
    await vi.advanceTimersByTimeAsync(0);
    expect(keepSession).toHaveBeenCalledTimes(1);

    // 600 s left: 900 x 600 = 540 000 ms.
    await vi.advanceTimersByTimeAsync(539_999);
    expect(keepSession).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(keepSession).toHaveBeenCalledTimes(2);
    expect(hooks.onRenewed).toHaveBeenCalledTimes(1);

    // A new token of 900 s: 900 x 900 = 810 000 ms.
    await vi.advanceTimersByTimeAsync(809_999);
    expect(keepSession).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(keepSession).toHaveBeenCalledTimes(3);

    stop();
    await vi.advanceTimersByTimeAsync(10_000_000);
    expect(keepSession).toHaveBeenCalledTimes(3);
    expect(hooks.onSignedOut).not.toHaveBeenCalled();
  });
});
