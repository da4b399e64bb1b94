import { token, type Token } from './token';
/** A source of randomness. The only way the core gets random numbers. */
export interface Random {
  /** A number in [0, 1), as `Math.random()` gives. */
  next(): number;
}

export const Random: Token<Random> = token<Random>('Random');
