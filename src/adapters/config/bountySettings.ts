import { DEFAULT_BOUNTY_LABEL } from '../../domain/contracts/bountyEligibility';
import { err, ok, type Result } from '../../domain/shared/result';

/** The environment variable of who makes a bounty (docs/configuration.md). */
export interface BountyEnvironment {
  /**
   * The label that makes any issue a bounty, whoever opened it (only collaborators may set labels on GitHub),
   * compared without regard to case; `bounty` when unset. An issue a maintainer opened is a bounty without it.
   */
  readonly BOUNTY_LABEL?: string;
}

/** GitHub refuses label names longer than this. */
export const BOUNTY_LABEL_MAX_LENGTH = 50;

/** The bounty label (trimmed; the default when unset or blank), or why the variable is malformed. */
export function resolveBountyLabel(env: BountyEnvironment): Result<string, { variable: keyof BountyEnvironment; message: string }> {
  const label = env.BOUNTY_LABEL?.trim() ?? '';
  if (label === '') return ok(DEFAULT_BOUNTY_LABEL);
  if (label.length > BOUNTY_LABEL_MAX_LENGTH || label.includes('\u0000')) {
    return err({ variable: 'BOUNTY_LABEL', message: `must be a GitHub label name of at most ${BOUNTY_LABEL_MAX_LENGTH} characters` });
  }
  return ok(label);
}
