import { err, type Result } from '../shared/result';
import { isContactHandleKept } from '../shared/handCashHandle';
import type { FieldErrors } from './formRules';

/** The code of a contact written as a HandCash handle (`$…`) that is not one. */
export const CONTACT_HANDLE_INVALID = 'contactHandleInvalid';

/**
 * A posting's check with the HandCash handle rule over its contact (`isContactHandleKept`): a contact written as
 * a handle that is not one is refused under `contact`, beside the other fields' refusals (a contact refused for
 * another reason keeps that reason). The server applies it where postings are stored; the page words the code.
 */
export function withContactHandleRule<Value, Field extends string, Code extends string>(
  checked: Result<Value, FieldErrors<Field, Code>>,
  contact: string,
): Result<Value, FieldErrors<Field, Code | typeof CONTACT_HANDLE_INVALID>> {
  if (isContactHandleKept(contact)) return checked;
  // `contact` is a field of every posting's form.
  return err({ contact: CONTACT_HANDLE_INVALID, ...(checked.ok ? {} : checked.error) } as FieldErrors<Field, Code | typeof CONTACT_HANDLE_INVALID>);
}
