import type { Contract } from '../../../domain/contracts/contract';
import type { Payment } from '../../../domain/payments/payment';
import { ContractCard } from './ContractCard';
import { CONTRACT_TEXTS } from './contracts.texts';

const SKELETON_CARDS = 6;

/** The cards of one category; while loading, placeholders of the same size keep the layout from shifting. */
export function ContractGrid({
  contracts,
  loading,
  now,
  onOpen,
  payments,
  explorerTxUrl,
  onPay,
  onFund,
}: {
  readonly contracts: readonly Contract[];
  readonly loading: boolean;
  readonly now: number;
  readonly onOpen: (contract: Contract) => void;
  /** Payments by issue number. */
  readonly payments?: ReadonlyMap<number, Payment>;
  readonly explorerTxUrl?: string;
  /** Only for a signed-in maintainer. */
  readonly onPay?: (contract: Contract) => void;
  /** Only for a signed-in maintainer: fund, or cancel the funding of, a contract. */
  readonly onFund?: (contract: Contract) => void;
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
        <ContractCard
          key={contract.id}
          contract={contract}
          now={now}
          onOpen={onOpen}
          payment={payments?.get(contract.githubIssueNumber) ?? null}
          explorerTxUrl={explorerTxUrl}
          onPay={onPay}
          onFund={onFund}
        />
      ))}
    </div>
  );
}
