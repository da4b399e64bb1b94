/** What a form field shows besides its value: a label, an optional placeholder and an optional hint. */
export interface FieldText {
  readonly label: string;
  readonly placeholder?: string;
  readonly hint?: string;
}

/** One choice of a select or filter: the value the rules see and the label a person reads. */
export interface Option<Value extends string> {
  readonly value: Value;
  readonly label: string;
}

/** The choices `values`, in order, each labelled from `labels`. */
export const optionsOf = <Value extends string>(values: readonly Value[], labels: Readonly<Record<Value, string>>): readonly Option<Value>[] =>
  values.map((value) => ({ value, label: labels[value] }));
