/** A labelled row of toggle buttons of which exactly one is pressed. */
export function ToggleGroup<Option extends string>({
  label,
  options,
  labels,
  value,
  onChange,
}: {
  readonly label: string;
  readonly options: readonly Option[];
  readonly labels: Readonly<Record<Option, string>>;
  readonly value: Option;
  readonly onChange: (option: Option) => void;
}) {
  return (
    <div className="exchange-toggle-group" role="group" aria-label={label}>
      {options.map((option) => (
        <button
          key={option}
          type="button"
          className="exchange-toggle"
          aria-pressed={option === value}
          onClick={() => onChange(option)}
        >
          {labels[option]}
        </button>
      ))}
    </div>
  );
}
