import type { KeyboardEvent } from 'react';
import type { ContractCategory } from '../../../domain/contracts/contract';
import { CONTRACT_CATEGORY_TAB_LABELS, CONTRACT_TEXTS } from './contracts.texts';

const CATEGORIES: readonly ContractCategory[] = ['developer', 'writing'];
export const CONTRACTS_PANEL_ID = 'contracts-panel';
export const tabIdFor = (category: ContractCategory) => `contracts-tab-${category}`;

/** The Developer Contracts and Writing Contracts tabs; arrow keys move between them. */
export function CategoryTabs({ selected, onSelect }: { readonly selected: ContractCategory; readonly onSelect: (category: ContractCategory) => void }) {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const next = CATEGORIES[(CATEGORIES.indexOf(selected) + 1) % CATEGORIES.length] ?? selected;
    onSelect(next);
    document.getElementById(tabIdFor(next))?.focus();
  };
  return (
    <div className="contract-tabs" role="tablist" aria-label={CONTRACT_TEXTS.categoryTabsLabel} onKeyDown={onKeyDown}>
      {CATEGORIES.map((category) => (
        <button
          key={category}
          id={tabIdFor(category)}
          type="button"
          role="tab"
          aria-selected={category === selected}
          aria-controls={CONTRACTS_PANEL_ID}
          tabIndex={category === selected ? 0 : -1}
          onClick={() => onSelect(category)}
        >
          {CONTRACT_CATEGORY_TAB_LABELS[category]}
        </button>
      ))}
    </div>
  );
}
