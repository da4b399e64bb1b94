import { err, ok, type Result } from '../shared/result';
import type { SpentOutput } from './decodedTransaction';

/** All the satoshis there will ever be: 21 million coins of 100 million satoshis. */
export const MAX_SATOSHIS = 21_000_000 * 100_000_000;

/** Why an entered spent output cannot be used; the view words each code. */
export type SpentOutputError =
  | { readonly code: 'satoshis-not-whole' }
  | { readonly code: 'satoshis-too-large' }
  | { readonly code: 'locking-script-empty' };

const WHOLE = /^\d+$/;

/**
 * The output an input spends, as entered: its satoshis (digits only, at most `MAX_SATOSHIS`) and its locking
 * script (hex or assembly, trimmed and not empty). Whether the script parses is the inspector's to say.
 */
export function parseSpentOutput(satoshisText: string, lockingScriptText: string): Result<SpentOutput, SpentOutputError> {
  const digits = satoshisText.trim();
  if (!WHOLE.test(digits)) return err({ code: 'satoshis-not-whole' });
  const satoshis = Number(digits);
  if (satoshis > MAX_SATOSHIS) return err({ code: 'satoshis-too-large' });
  const lockingScript = lockingScriptText.trim().replace(/\s+/g, ' ');
  if (lockingScript.length === 0) return err({ code: 'locking-script-empty' });
  return ok({ satoshis, lockingScript });
}

const HEX_SCRIPT = /^(?:[0-9a-f]{2})+$/i;

/** Reads an entered script as hex when it is whole bytes of hex digits and nothing else, else as assembly text. */
export const scriptNotation = (script: string): 'hex' | 'asm' => (HEX_SCRIPT.test(script) ? 'hex' : 'asm');
