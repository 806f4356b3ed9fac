/** The time source of session lifetimes, the live stream and spam retention (tests move it by hand). */
export interface Clock {
  now(): number;
}
export const systemClock: Clock = { now: () => Date.now() };
