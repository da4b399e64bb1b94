import type { PlatformFigures } from '../../domain/shell/platformFigures';

/** The hard-coded sidebar platform stats of the spec (section 9). */
export const SAMPLE_PLATFORM_FIGURES: PlatformFigures = {
  tokenSupply: 1_000_000_000,
  distributedTokens: 12_456_789,
  developers: 42,
  maintainers: 15,
  bountyPoolBsv: 2.5,
};
