/**
 * Runs a background round (mail delivery, confirmations) one at a time: a call during a round
 * waits for it and runs one more. A failed round rejects only the call that asked for it, and
 * `idle()` waits for the round under way, so a process can let it finish before closing the database.
 */
export function oneRoundAtATime(round: () => Promise<void>) {
  let queue: Promise<void> = Promise.resolve();
  return {
    run(): Promise<void> {
      const next = queue.then(round);
      queue = next.catch(() => {});
      return next;
    },
    idle: (): Promise<void> => queue,
  };
}
