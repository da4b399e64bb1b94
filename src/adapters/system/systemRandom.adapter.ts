import type { Random } from '../../ports/random.port';

/** The browser's or Node's pseudo-random numbers. */
export class SystemRandom implements Random {
  next(): number {
    return Math.random();
  }
}
