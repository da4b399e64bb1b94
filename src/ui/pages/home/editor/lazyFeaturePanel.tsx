import { useEffect, useState, type ComponentType } from 'react';
import { FeatureModules } from '../../../../ports/featureModules.port';
import { useService } from '../../../app/useService';

type Loading = { readonly kind: 'loading' } | { readonly kind: 'failed' } | { readonly kind: 'ready'; readonly Panel: ComponentType };

/** What a panel says while its code loads, and when the load failed. */
export interface PanelLoadWords {
  readonly loading: string;
  readonly failed: string;
}

/**
 * A side panel whose code and features stay out of the editor's first load: `load` brings its view (and loads the
 * features it needs) when the panel first opens. The loaded view is kept by the app's feature modules (one per
 * container), so opening the panel again shows it at once. A failed load says so; opening the panel again tries again.
 */
export function lazyFeaturePanel(load: (features: FeatureModules) => Promise<ComponentType>, words: PanelLoadWords): ComponentType {
  const loaded = new WeakMap<FeatureModules, ComponentType>();
  const stateFor = (features: FeatureModules): Loading => {
    const Panel = loaded.get(features);
    return Panel === undefined ? { kind: 'loading' } : { kind: 'ready', Panel };
  };
  return function LazyFeaturePanel() {
    const features = useService(FeatureModules);
    const [state, setState] = useState<Loading>(() => stateFor(features));
    useEffect(() => {
      if (loaded.has(features)) return;
      let live = true;
      load(features).then(
        (Panel) => {
          loaded.set(features, Panel);
          if (live) setState({ kind: 'ready', Panel });
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
        {state.kind === 'failed' ? words.failed : words.loading}
      </p>
    );
  };
}
