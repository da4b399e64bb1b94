import type { Contract } from '../../../domain/contracts/contract';
import { ContractCard } from './ContractCard';
import { CONTRACT_TEXTS } from './contracts.texts';

const SKELETON_CARDS = 6;

/** The cards of one category; while loading, placeholders of the same size keep the layout from shifting. */
export function ContractGrid({
  contracts,
  loading,
  now,
  onOpen,
}: {
  readonly contracts: readonly Contract[];
  readonly loading: boolean;
  readonly now: number;
  readonly onOpen: (contract: Contract) => void;
}) {
  if (loading) {
    return (
      <div className="contract-grid" aria-hidden="true">
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <div key={index} className="contract-card contract-card-skeleton" />
        ))}
      </div>
    );
  }
  if (contracts.length === 0) return <p className="contract-muted">{CONTRACT_TEXTS.empty}</p>;
  return (
    <div className="contract-grid">
      {contracts.map((contract) => (
        <ContractCard key={contract.id} contract={contract} now={now} onOpen={onOpen} />
      ))}
    </div>
  );
}
