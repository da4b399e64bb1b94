import { useEffect, useState } from 'react';
import { FeatureModules, type FeatureName } from '../../ports/featureModules.port';
import { useService } from './useService';

/** Whether a feature's stores can be taken from the container yet. */
export type FeatureLoad = 'loading' | 'ready' | 'failed';

/** Features known to be loaded, by the app's feature modules (one per container): shown at once on the next mount. */
const loaded = new WeakMap<FeatureModules, Set<FeatureName>>();

/**
 * Loads `feature` (its stores and use cases) when a view that needs it first shows, for a part of a page that is not
 * in the page's first load. A failure says so; the next mount tries again.
 */
export function useFeature(feature: FeatureName): FeatureLoad {
  const features = useService(FeatureModules);
  const [state, setState] = useState<FeatureLoad>(() => (loaded.get(features)?.has(feature) ? 'ready' : 'loading'));
  useEffect(() => {
    if (loaded.get(features)?.has(feature)) return;
    let live = true;
    features.load(feature).then(
      () => {
        loaded.set(features, (loaded.get(features) ?? new Set<FeatureName>()).add(feature));
        if (live) setState('ready');
      },
      () => {
        if (live) setState('failed');
      },
    );
    return () => {
      live = false;
    };
  }, [features, feature]);
  return state;
}
