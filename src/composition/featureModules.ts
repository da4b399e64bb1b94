import type { Container } from 'inversify';
import type { FeatureModules, FeatureName } from '../ports/featureModules.port';

/** Binds a feature's stores and use cases into the container. */
export type BindFeature = (container: Container) => void;

/** Where each feature's bindings load from; a feature without one does not compile. */
export type FeatureBindings = { readonly [Feature in FeatureName]: () => Promise<BindFeature> };

/** Code loaded with a feature, by feature: the adapters its page reads through, or what binds its ports. */
export type FeatureCode = { readonly [Feature in FeatureName]?: () => Promise<unknown> };
/** The code of lazily loaded adapters a feature's page reads through, by feature: loaded with the feature. */
export type AdapterCode = FeatureCode;

/**
 * Each feature's bindings as their own chunk, loaded by the feature's route (`src/ui/app/appRoutes.tsx`), so the
 * stores, use cases and domain rules of a feature are not in the bundle every route loads.
 */
export const FEATURE_BINDINGS: FeatureBindings = {
  editor: () => import('./editorBindings').then((module) => module.bindEditor),
  // The editor's transaction inspector, loaded when its panel first opens, not with the editor.
  transactions: () => import('./transactionsBindings').then((module) => module.bindTransactions),
  // The editor's Chain panel (the devchain), loaded when its panel first opens, with `transactions`. Reached through
  // the inspector's chunk, so the entry names no chunk of its own (every route loads the entry).
  chain: () => import('./transactionsBindings').then((module) => module.loadChainBindings()),
  exchange: () => import('./exchangeBindings').then((module) => module.bindExchange),
  contracts: () => import('./contractsBindings').then((module) => module.bindContracts),
  // Contracts' history (the detail dialog, loaded when it opens) and the inbox's contract notices.
  contractJournal: () => import('./contractJournalBindings').then((module) => module.bindContractJournal),
  hub: () => import('./hubBindings').then((module) => module.bindHub),
  payments: () => import('./paymentsBindings').then((module) => module.bindPayments),
  signIn: () => import('./signInBindings').then((module) => module.bindSignIn),
  apiReference: () => import('./apiReferenceBindings').then((module) => module.bindApiReference),
  manual: () => import('./manualBindings').then((module) => module.bindManual),
  apiTokens: () => import('./apiTokensBindings').then((module) => module.bindApiTokens),
  bounties: () => import('./bountiesBindings').then((module) => module.bindBounties),
  status: () => import('./statusBindings').then((module) => module.bindStatus),
};

/** Loads each feature's bindings (and its adapters' code) once and binds them into `container`. */
export class ContainerFeatureModules implements FeatureModules {
  private readonly loading = new Map<FeatureName, Promise<void>>();

  constructor(
    private readonly container: Container,
    private readonly bindings: FeatureBindings,
    private readonly adapterCode: AdapterCode = {},
    /** Binds a feature's ports before its stores bind (the browser's); none: they are bound already (the tests'). */
    private readonly featurePorts: FeatureCode = {},
  ) {}

  load(feature: FeatureName): Promise<void> {
    const known = this.loading.get(feature);
    if (known !== undefined) return known;
    const loading = Promise.all([this.bindings[feature](), this.adapterCode[feature]?.(), this.featurePorts[feature]?.()]).then(([bind]) => bind(this.container));
    loading.catch(() => this.loading.delete(feature));
    this.loading.set(feature, loading);
    return loading;
  }
}
