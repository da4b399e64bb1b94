import { useEffect, useState, type ComponentType } from 'react';
import { FeatureModules } from '../../../../ports/featureModules.port';
import { useService } from '../../../app/useService';
import { SOURCE_CONTROL_LOADING, SOURCE_CONTROL_LOAD_FAILED } from './editor.texts';

/** The panel once its code and its feature have loaded, by the app's feature modules (one per container). */
const loaded = new WeakMap<FeatureModules, ComponentType>();

type Loading = { readonly kind: 'loading' } | { readonly kind: 'failed' } | { readonly kind: 'ready'; readonly Panel: ComponentType };

const stateFor = (features: FeatureModules): Loading => {
  const Panel = loaded.get(features);
  return Panel === undefined ? { kind: 'loading' } : { kind: 'ready', Panel };
};

/**
 * The Source Control panel, whose code, store and git stay out of the editor's first load: its view and its
 * feature (`sourceControl`) load when it first opens, git itself on the repository's first read. A failed load
 * says so; opening the panel again tries again.
 */
export function SourceControlPanelLoader() {
  const features = useService(FeatureModules);
  const [state, setState] = useState<Loading>(() => stateFor(features));
  useEffect(() => {
    if (loaded.has(features)) return;
    let live = true;
    Promise.all([import('./sourceControl/SourceControlPanel'), features.load('sourceControl')]).then(
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
      {state.kind === 'failed' ? SOURCE_CONTROL_LOAD_FAILED : SOURCE_CONTROL_LOADING}
    </p>
  );
}
