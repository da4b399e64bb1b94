import { TEMPLATE_FILTERS, type TemplateFilter } from '../../../domain/hub/templates';
import { TEMPLATE_FILTER_LABEL, TEMPLATE_FILTER_LABELS } from './templates.texts';

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
      {TEMPLATE_FILTERS.map((filter) => (
        <button
          key={filter}
          type="button"
          className="segmented-button"
          aria-pressed={filter === selected}
          onClick={() => onSelect(filter)}
        >
          {TEMPLATE_FILTER_LABELS[filter]}
        </button>
      ))}
    </div>
  );
}
