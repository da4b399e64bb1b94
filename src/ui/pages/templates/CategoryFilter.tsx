import { TEMPLATE_FILTER_LABEL, TEMPLATE_FILTER_OPTIONS, type TemplateFilter } from '../../../domain/hub/templates';

/** Toggle buttons for the template categories; exactly one is pressed. */
export function CategoryFilter({
  selected,
  onSelect,
}: {
  readonly selected: TemplateFilter;
  readonly onSelect: (filter: TemplateFilter) => void;
}) {
  return (
    <div role="group" aria-label={TEMPLATE_FILTER_LABEL} className="segmented">
      {TEMPLATE_FILTER_OPTIONS.map((option) => (
        <button
          key={option.value}
          type="button"
          className="segmented-button"
          aria-pressed={option.value === selected}
          onClick={() => onSelect(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
