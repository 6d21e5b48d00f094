import { oneRoundAtATime } from './one-at-a-time.ts';

interface TimedRoundsOptions {
  /** Does what is due now; each thing due is claimed under a lock, so instances never do it twice. */
  round: () => Promise<void>;
  /** The moment of the next thing due after `now`, or null: a timer wakes for it when it comes before the next poll. */
  nextMoment: (now: number) => Promise<number | null>;
  /** What a failed round is reported as. */
  name: string;
  clock?: () => number;
  pollSeconds?: number;
}

interface TimedRounds {
  /** Does what is due now (the poll and the timer do this; tests await it). */
  runDue(): Promise<void>;
  /** Something was scheduled or cancelled: the next moment is timed again. */
  changed(): void;
  close(): Promise<void>;
}

/**
 * Work that falls due at moments (scheduled prices, campaigns' starts and ends): a poll looks for
 * what is due, and a timer wakes at the next moment before the poll's next look, so each thing is
 * done at its moment. It runs at the start too, for moments that came while no instance ran.
 */
export function timedRounds(options: TimedRoundsOptions): TimedRounds {
  const clock = options.clock ?? Date.now;
  const pollMs = (options.pollSeconds ?? 30) * 1000;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let closed = false;

  async function planNext() {
    const next = await options.nextMoment(clock());
    if (timer) clearTimeout(timer);
    timer = undefined;
    const wait = next === null ? Number.POSITIVE_INFINITY : next - clock();
    if (closed || !(wait < pollMs)) return;
    timer = setTimeout(() => rounds.run().catch(report), Math.max(0, wait));
    timer.unref();
  }

  const rounds = oneRoundAtATime(async () => {
    await options.round();
    await planNext();
  });
  const report = (error: unknown) => console.error(`${options.name} failed:`, error);
  const poll = setInterval(() => rounds.run().catch(report), pollMs);
  poll.unref();
  rounds.run().catch(report);
  return {
    runDue: rounds.run,
    changed: () => {
      planNext().catch(report);
    },
    close: async () => {
      closed = true;
      clearInterval(poll);
      if (timer) clearTimeout(timer);
      await rounds.idle();
    },
  };
}
