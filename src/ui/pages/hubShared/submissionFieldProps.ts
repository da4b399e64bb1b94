import type { FieldText } from './fieldText';

/** What a form field view takes from its form: id, texts, the typed value, its message, and how to change it. */
export interface SubmissionFieldProps {
  readonly id: string;
  readonly text: FieldText;
  readonly value: string;
  readonly error: string | undefined;
  readonly onChange: (value: string) => void;
}

/**
 * The props of each field of a hub form: its draft value and, when the last submission refused it, the message of
 * its error code (`messages`, the feature's code → message table).
 */
export function submissionFieldProps<Field extends string, Code extends string>(
  idPrefix: string,
  texts: Readonly<Record<Field, FieldText>>,
  messages: Readonly<Record<Code, string>>,
  state: { readonly draft: Readonly<Record<Field, string>>; readonly fieldErrors: Partial<Readonly<Record<Field, Code>>> },
  change: (name: Field, value: string) => void,
): (name: Field) => SubmissionFieldProps {
  return (name) => {
    const code = state.fieldErrors[name];
    return {
      id: `${idPrefix}-${name}`,
      text: texts[name],
      value: state.draft[name],
      error: code === undefined ? undefined : messages[code],
      onChange: (value) => change(name, value),
    };
  };
}
