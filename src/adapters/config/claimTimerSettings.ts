import { DAY_MS } from '../../domain/contracts/contractConstants';
import { CLAIM_REMINDER_DEFAULT_LEAD_MS } from '../../domain/contracts/claimTimers';
import { err, ok, type Result } from '../../domain/shared/result';

/** The environment variables of claim timers (README, "Configuration"). */
export interface ClaimTimerEnvironment {
  /** The length of a claim day in seconds (a 7-day claim lasts 7 of them): shorten it to try expiry in seconds. */
  readonly CLAIM_DAY_SECONDS?: string;
  /** How long before a claim's deadline its claimant's inbox gets the reminder, in seconds. */
  readonly CLAIM_REMINDER_LEAD_SECONDS?: string;
}

/** How long a claim day lasts and how early the reminder comes, in milliseconds. */
export interface ClaimTimerSettings {
  readonly dayMs: number;
  readonly reminderLeadMs: number;
}

const secondsOf = (text: string | undefined, fallbackMs: number): number | null => {
  const trimmed = text?.trim() ?? '';
  if (trimmed === '') return fallbackMs;
  const seconds = Number(trimmed);
  return /^\d+$/.test(trimmed) && seconds >= 1 && seconds <= 31_536_000 ? seconds * 1000 : null;
};

/** The claim timers' settings, or the variable that is malformed (whole seconds from 1 to a year). */
export function resolveClaimTimerSettings(env: ClaimTimerEnvironment): Result<ClaimTimerSettings, { variable: keyof ClaimTimerEnvironment; message: string }> {
  const dayMs = secondsOf(env.CLAIM_DAY_SECONDS, DAY_MS);
  if (dayMs === null) return err({ variable: 'CLAIM_DAY_SECONDS', message: 'must be a whole number of seconds from 1 to 31536000' });
  const reminderLeadMs = secondsOf(env.CLAIM_REMINDER_LEAD_SECONDS, CLAIM_REMINDER_DEFAULT_LEAD_MS);
  if (reminderLeadMs === null) return err({ variable: 'CLAIM_REMINDER_LEAD_SECONDS', message: 'must be a whole number of seconds from 1 to 31536000' });
  return ok({ dayMs, reminderLeadMs });
}
