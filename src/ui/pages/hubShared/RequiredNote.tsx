import { REQUIRED_FIELDS_NOTE } from './hub.texts';

/** Explains, before the first field, the asterisk that marks a required one. */
export function RequiredNote() {
  return <p className="required-note">{REQUIRED_FIELDS_NOTE}</p>;
}
