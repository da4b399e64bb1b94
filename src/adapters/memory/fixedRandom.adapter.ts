import type { Random } from '../../ports/random.port';

/** Random numbers chosen by a test: the given values in turn, repeating the list. */
export class FixedRandom implements Random {
  private index = 0;
  private readonly values: readonly number[];

  constructor(...values: readonly number[]) {
    if (values.some((value) => !(value >= 0 && value < 1))) throw new Error('FixedRandom values must be in [0, 1)');
    this.values = values.length === 0 ? [0] : values;
  }

  next(): number {
    const value = this.values[this.index % this.values.length] ?? 0;
    this.index += 1;
    return value;
  }
}
