import { isHandCashHandle, normalizeHandCashHandle } from '../contracts/claim';
import type { ContractStatus } from '../contracts/contract';
import { err, ok, type Result } from '../shared/result';
import { holdsNulCharacter } from '../shared/storableText';
import { MAX_PAYMENT_SATOSHIS, parseBsvAmount, SATOSHIS_PER_BSV } from './bsvAmount';
import { PAYMENT_NOTE_MAX_LENGTH, type Payment, type PaymentRequestErrorCode } from './payment';

/** An idempotency key: 16 to 64 URL-safe characters, made by the browser once per dialog. */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * Whether a contract may be paid now: only when completed and not paid or pending already. A recorded payment is
 * answered by returning it, so `paid` is not an error here: the caller gets the payment back.
 */
export function payability(status: ContractStatus, existing: Pick<Payment, 'state'> | null): Result<'payable' | 'paid', PaymentRequestErrorCode> {
  if (existing?.state === 'paid') return ok('paid');
  if (existing?.state === 'pending-check') return err('pending-check');
  return status === 'completed' ? ok('payable') : err('not-completed');
}

/** The amount to prefill: reward × BSV per BAPP, in satoshis; null without a rate or when that is not payable. */
export function prefillSatoshis(rewardBapp: number, bsvPerBapp: number | null): number | null {
  if (bsvPerBapp === null || !(bsvPerBapp > 0) || !(rewardBapp > 0)) return null;
  const satoshis = Math.round(rewardBapp * bsvPerBapp * SATOSHIS_PER_BSV);
  return satoshis > 0 && satoshis <= MAX_PAYMENT_SATOSHIS ? satoshis : null;
}

/** What the pay dialog sends. */
export interface PaymentDraft {
  readonly payee: string;
  /** BSV, as typed. */
  readonly amount: string;
  readonly note: string;
  readonly idempotencyKey: string;
}

export interface ValidPaymentDraft {
  readonly payee: string;
  readonly satoshis: number;
  readonly note: string;
  readonly idempotencyKey: string;
}

/** Checks a draft: a HandCash handle (without `$`), a positive BSV amount, a short note without NUL, a well-formed key. */
export function validatePaymentDraft(draft: PaymentDraft): Result<ValidPaymentDraft, PaymentRequestErrorCode> {
  const payee = normalizeHandCashHandle(draft.payee);
  if (!isHandCashHandle(payee)) return err('invalid-payee');
  const satoshis = parseBsvAmount(draft.amount);
  if (!satoshis.ok) return err('invalid-amount');
  const note = draft.note.trim();
  if (note.length > PAYMENT_NOTE_MAX_LENGTH) return err('note-too-long');
  if (holdsNulCharacter(note)) return err('note-nul-character');
  if (!IDEMPOTENCY_KEY.test(draft.idempotencyKey)) return err('invalid-key');
  return ok({ payee, satoshis: satoshis.value, note, idempotencyKey: draft.idempotencyKey });
}
