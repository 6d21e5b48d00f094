// Background work in rounds: one at a time, and at the moments things fall due.
export { oneRoundAtATime } from './one-at-a-time.ts';
export { timedRounds } from './timed.ts';
