import { useEffect, useState, type ComponentType } from 'react';
import { FeatureModules } from '../../../../ports/featureModules.port';
import { useService } from '../../../app/useService';
import { CHAIN_LOADING, CHAIN_LOAD_FAILED } from './editor.texts';

/** The panel once its code and its features have loaded, by the app's feature modules (one per container). */
const loaded = new WeakMap<FeatureModules, ComponentType>();

type Loading = { readonly kind: 'loading' } | { readonly kind: 'failed' } | { readonly kind: 'ready'; readonly Panel: ComponentType };

const stateFor = (features: FeatureModules): Loading => {
  const Panel = loaded.get(features);
  return Panel === undefined ? { kind: 'loading' } : { kind: 'ready', Panel };
};

/**
 * The Chain panel (the devchain, issue 37), whose code and store stay out of the editor's first load: its view and
 * its features (`chain`, and `transactions`, where its transactions open) load when it first opens. A failed load
 * says so; opening the panel again tries again.
 */
export function ChainPanelLoader() {
  const features = useService(FeatureModules);
  const [state, setState] = useState<Loading>(() => stateFor(features));
  useEffect(() => {
    if (loaded.has(features)) return;
    let live = true;
    Promise.all([import('./chain/ChainPanel'), features.load('transactions'), features.load('chain')]).then(
      ([module]) => {
        loaded.set(features, module.default);
        if (live) setState({ kind: 'ready', Panel: module.default });
      },
      () => {
        if (live) setState({ kind: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [features]);
  if (state.kind === 'ready') return <state.Panel />;
  return (
    <p className="side-panel-text" role={state.kind === 'failed' ? 'alert' : 'status'}>
      {state.kind === 'failed' ? CHAIN_LOAD_FAILED : CHAIN_LOADING}
    </p>
  );
}
