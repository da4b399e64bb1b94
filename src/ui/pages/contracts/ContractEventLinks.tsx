import { contractEventFacts } from '../../../domain/contracts/contractEventFacts';
import type { ContractNoticeKind } from '../../../domain/contracts/contractNotice';
import type { ContractEvent } from '../../../domain/contracts/contractEvent';
import { explorerLink } from '../../../domain/payments/paymentFigures';
import { safeHttpUrl } from '../../../domain/shared/httpUrl';
import { CONTRACT_HISTORY_TEXTS } from './contractHistory.texts';

/**
 * The links of a history event or an inbox entry: a payment's transaction on the block explorer (`explorerTxUrl`,
 * WhatsOnChain by default), a pull request's page. Only http(s) addresses become links.
 */
export function ContractEventLinks({ event, explorerTxUrl }: { readonly event: { readonly kind: ContractNoticeKind; readonly detail: ContractEvent['detail'] }; readonly explorerTxUrl: string }) {
  const facts = contractEventFacts(event.detail);
  const transaction = event.kind === 'paid' && facts.transactionId !== null ? safeHttpUrl(explorerLink(explorerTxUrl, facts.transactionId)) : null;
  const pullRequest = event.kind === 'pull-request-opened' || event.kind === 'merged' ? safeHttpUrl(facts.url) : null;
  return (
    <>
      {transaction === null ? null : (
        <>
          {' · '}
          <a href={transaction} target="_blank" rel="noopener noreferrer">
            {CONTRACT_HISTORY_TEXTS.viewTransaction}
          </a>
        </>
      )}
      {pullRequest === null ? null : (
        <>
          {' · '}
          <a href={pullRequest} target="_blank" rel="noopener noreferrer">
            {CONTRACT_HISTORY_TEXTS.viewPullRequest}
          </a>
        </>
      )}
    </>
  );
}
