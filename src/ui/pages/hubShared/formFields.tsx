import type { ChangeEvent, ReactNode } from 'react';
import type { FieldText, Option } from './fieldText';

/** What every field of a hub form takes: its id, texts, current value and error, and where edits go. */
interface FieldProps {
  readonly id: string;
  readonly text: FieldText;
  readonly value: string;
  readonly error: string | undefined;
  readonly required?: boolean;
  readonly onChange: (value: string) => void;
}

/** The attributes that tie a control to its hint and error. */
function describedBy(id: string, text: FieldText, error: string | undefined) {
  const ids = [text.hint === undefined ? null : `${id}-hint`, error === undefined ? null : `${id}-error`].filter(Boolean);
  return { 'aria-invalid': error !== undefined, 'aria-describedby': ids.length > 0 ? ids.join(' ') : undefined };
}

/** Label, control, hint and inline error of one field. */
function FieldFrame({ id, text, error, required, children }: Omit<FieldProps, 'value' | 'onChange'> & { readonly children: ReactNode }) {
  return (
    <div className={error === undefined ? 'field' : 'field field-invalid'}>
      <label htmlFor={id} className="field-label">
        {text.label}
        {required === true ? <span aria-hidden="true" className="field-required"> *</span> : null}
      </label>
      {children}
      {text.hint === undefined ? null : <p id={`${id}-hint`} className="field-hint">{text.hint}</p>}
      {error === undefined ? null : (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

const read = (onChange: (value: string) => void) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
  onChange(event.target.value);

/** A one-line input; `type` and the number attributes pass through. */
interface TextFieldProps extends FieldProps {
  readonly type?: 'text' | 'url' | 'number';
  readonly step?: number;
  readonly min?: number;
}

export function TextField(props: TextFieldProps) {
  const { id, text, value, error, required, onChange, type = 'text', step, min } = props;
  return (
    <FieldFrame id={id} text={text} error={error} required={required}>
      <input
        id={id}
        name={id}
        type={type}
        step={step}
        min={min}
        inputMode={type === 'number' ? 'decimal' : undefined}
        value={value}
        placeholder={text.placeholder}
        required={required}
        onChange={read(onChange)}
        {...describedBy(id, text, error)}
      />
    </FieldFrame>
  );
}

export function TextAreaField(props: FieldProps & { readonly rows?: number }) {
  const { id, text, value, error, required, onChange, rows = 4 } = props;
  return (
    <FieldFrame id={id} text={text} error={error} required={required}>
      <textarea
        id={id}
        name={id}
        rows={rows}
        value={value}
        placeholder={text.placeholder}
        required={required}
        onChange={read(onChange)}
        {...describedBy(id, text, error)}
      />
    </FieldFrame>
  );
}

/** A select over options; `choose` adds an empty first choice that a required field refuses. */
export function SelectField<Value extends string>(
  props: FieldProps & { readonly options: readonly Option<Value>[]; readonly choose?: string },
) {
  const { id, text, value, error, required, onChange, options, choose } = props;
  return (
    <FieldFrame id={id} text={text} error={error} required={required}>
      <select id={id} name={id} value={value} required={required} onChange={read(onChange)} {...describedBy(id, text, error)}>
        {choose === undefined ? null : <option value="">{choose}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
