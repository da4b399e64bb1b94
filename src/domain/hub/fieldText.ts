/** What a form field shows besides its value: a label, an optional placeholder and an optional hint. */
export interface FieldText {
  readonly label: string;
  readonly placeholder?: string;
  readonly hint?: string;
}
