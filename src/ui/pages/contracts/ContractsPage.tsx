import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { ContractsStore } from '../../../application/contracts/contractsState';
import { PayReward } from '../../../application/payments/payReward';
import { PaymentsStore } from '../../../application/payments/paymentsStore';
import { DEFAULT_EXPLORER_TX_URL_TEMPLATE } from './explorer';
import { StartLogin } from '../../../application/session/startLogin';
import { UserSessionStore } from '../../../application/session/userSessionStore';
import { PAGE_TITLES } from '../../app/pageTitles.texts';
import type { Contract, ContractCategory } from '../../../domain/contracts/contract';
import { filterByCategory } from '../../../domain/contracts/filterByCategory';
import { gitHubSectionUrl } from '../../../domain/shell/gitHubSection';
import { Clock } from '../../../ports/clock.port';
import { RuntimeConfig } from '../../../ports/runtimeConfig.port';
import { useService } from '../../app/useService';
import { useObservableValue } from '../../app/useObservableValue';
import { PageHeader } from '../../shared/PageHeader';
import { CategoryTabs, CONTRACTS_PANEL_ID, tabIdFor } from './CategoryTabs';
import { ContractGrid } from './ContractGrid';
import { ContractStatCards } from './ContractStatCards';
import { PAYMENT_TEXTS } from './payments.texts';
import { ContractsFallbackCard } from './ContractsFallbackCard';
import { CONTRACT_TEXTS } from './contracts.texts';
import { fallbackExplanation, offlineNote, staleDataNotice } from './loadProblemText';
import './contracts.css';

/** Loaded when a maintainer first opens it, so visitors never download it. */
const PayDialog = lazy(() => import('./PayDialog').then((module) => ({ default: module.PayDialog })));
/** Loaded when a card is first opened (or a claim started), not with the page. */
const ContractDetailDialog = lazy(() => import('./ContractDetailDialog').then((module) => ({ default: module.ContractDetailDialog })));
/** Loaded only when the server sent the browser back from a refused GitHub sign-in (`?github-sign-in-refused=`). */
const GitHubSignInRefusal = lazy(() => import('./GitHubSignInRefusal').then((module) => ({ default: module.GitHubSignInRefusal })));
/** Loaded when a maintainer first funds a contract (or cancels a funding). */
const FundDialog = lazy(() => import('./FundDialog').then((module) => ({ default: module.FundDialog })));
const ClaimDialog = lazy(() => import('./ClaimDialog').then((module) => ({ default: module.ClaimDialog })));
/** Loaded for maintainers only. */
const PayoutsDuePanel = lazy(() => import('./PayoutsDuePanel').then((module) => ({ default: module.PayoutsDuePanel })));
/** The maintainer's rewards stopped at "pending check"; loaded for maintainers only, shown only when there is one. */
const PendingPaymentsPanel = lazy(() => import('../payments/PendingPaymentsPanel').then((module) => ({ default: module.PendingPaymentsPanel })));
const REWARDS = ['reward'] as const;

type OpenDialog = { readonly kind: 'detail' | 'claim' | 'pay' | 'fund'; readonly contract: Contract } | null;

/** The contracts page: bounties from the repository's issues and pull requests, with the claims everyone sees. */
export default function ContractsPage() {
  const store = useService(ContractsStore);
  const state = useObservableValue(store.state$);
  const { session } = useObservableValue(useService(UserSessionStore).state$);
  const startLogin = useService(StartLogin);
  const clock = useService(Clock);
  const config = useService(RuntimeConfig);
  const paymentsStore = useService(PaymentsStore);
  const payments = useObservableValue(paymentsStore.state$);
  const canPay = useService(PayReward).canPay();
  const explorerTxUrl = config.payments?.explorerTxUrl ?? DEFAULT_EXPLORER_TX_URL_TEMPLATE;
  const { pathname, search } = useLocation();
  const [category, setCategory] = useState<ContractCategory>('developer');
  const [dialog, setDialog] = useState<OpenDialog>(null);
  useEffect(() => {
    store.open();
    return () => store.close();
  }, [store]);
  useEffect(() => paymentsStore.refresh(), [paymentsStore]);
  // `?contract=12` (an inbox entry's link) opens that contract's details once it has loaded.
  const linked = Number(new URLSearchParams(search).get('contract'));
  const openedLink = useRef(0);
  useEffect(() => {
    const contract = state.contracts.find((candidate) => candidate.githubIssueNumber === linked);
    if (contract === undefined || openedLink.current === linked) return;
    openedLink.current = linked;
    setDialog({ kind: 'detail', contract });
  }, [linked, state.contracts]);
  const close = () => setDialog(null);
  return (
    <section className="page contracts-page">
      <PageHeader title={PAGE_TITLES.contracts}>
        <p className="page-lead">{CONTRACT_TEXTS.pageLead}</p>
      </PageHeader>
      <CategoryTabs selected={category} onSelect={setCategory} />
      <ContractStatCards stats={state.stats} loading={state.phase === 'loading'} paidOut={payments.paidOut} />
      <div className="contracts-status" role="status" aria-live="polite">
        {state.phase === 'loading' ? CONTRACT_TEXTS.loading : state.refreshing ? CONTRACT_TEXTS.refreshing : null}
        {state.offlineAsOf === null ? null : offlineNote(state.offlineAsOf)}
        {state.notice === null ? null : staleDataNotice(state.notice)}
        {state.claimsNotice === null ? null : `${CONTRACT_TEXTS.claimsUnavailable} ${state.claimsNotice}`}
        {payments.notice === null ? null : `${PAYMENT_TEXTS.paymentsUnavailable} ${payments.notice}`}
        {search.includes('github-sign-in-refused') ? (
          <Suspense fallback={null}>
            <GitHubSignInRefusal />
          </Suspense>
        ) : null}
      </div>
      {canPay && state.phase !== 'loading' ? (
        <Suspense fallback={null}>
          <PendingPaymentsPanel kinds={REWARDS} version={payments.byIssue} onConcluded={() => paymentsStore.refresh()} />
          <PayoutsDuePanel
            contractsVersion={state.contracts}
            paymentsVersion={payments.byIssue}
            onPayWithDialog={(issueNumber) => {
              const contract = state.contracts.find((known) => known.githubIssueNumber === issueNumber);
              if (contract !== undefined) setDialog({ kind: 'pay', contract });
            }}
          />
        </Suspense>
      ) : null}
      <div id={CONTRACTS_PANEL_ID} role="tabpanel" aria-labelledby={tabIdFor(category)} aria-busy={state.phase === 'loading'}>
        {state.phase === 'failed' ? (
          <ContractsFallbackCard explanation={state.failure === null ? '' : fallbackExplanation(state.failure)} issuesUrl={gitHubSectionUrl(config.github.webUrl, 'issues')} />
        ) : (
          <ContractGrid
            contracts={filterByCategory(state.contracts, category)}
            loading={state.phase === 'loading'}
            now={clock.now()}
            onOpen={(contract) => setDialog({ kind: 'detail', contract })}
            payments={payments.byIssue}
            explorerTxUrl={explorerTxUrl}
            onPay={canPay ? (contract) => setDialog({ kind: 'pay', contract }) : undefined}
            onFund={canPay ? (contract) => setDialog({ kind: 'fund', contract }) : undefined}
          />
        )}
      </div>
      {dialog?.kind === 'detail' ? (
        <Suspense fallback={null}>
          <ContractDetailDialog
            contract={dialog.contract}
            viewer={session?.profile.handle ?? null}
            githubLogin={session?.githubLogin ?? null}
            maintainer={canPay}
            onClose={close}
            onClaim={() => setDialog({ kind: 'claim', contract: dialog.contract })}
            onSignInWithHandCash={() => startLogin.execute(pathname)}
            explorerTxUrl={explorerTxUrl}
          />
        </Suspense>
      ) : null}
      {dialog?.kind === 'pay' ? (
        <Suspense fallback={null}>
          <PayDialog contract={dialog.contract} bsvPerBapp={config.payments?.bsvPerBapp ?? null} explorerTxUrl={explorerTxUrl} onClose={close} />
        </Suspense>
      ) : null}
      {dialog?.kind === 'fund' ? (
        <Suspense fallback={null}>
          <FundDialog contract={dialog.contract} bsvPerBapp={config.payments?.bsvPerBapp ?? null} onClose={close} />
        </Suspense>
      ) : null}
      {dialog?.kind === 'claim' ? (
        <Suspense fallback={null}>
          <ClaimDialog contract={dialog.contract} handcashHandle={session?.profile.handle ?? ''} githubLogin={session?.githubLogin ?? null} onClose={close} />
        </Suspense>
      ) : null}
    </section>
  );
}
