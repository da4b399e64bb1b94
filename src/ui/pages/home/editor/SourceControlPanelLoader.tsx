import { useEffect, useState, type ComponentType } from 'react';
import { SourceControlStore } from '../../../../application/sourceControl/sourceControlStore';
import { useService } from '../../../app/useService';
import type { SourceControlPanelProps } from './sourceControl/sourceControlPanelProps';
import { SOURCE_CONTROL_LOADING, SOURCE_CONTROL_LOAD_FAILED } from './editor.texts';

/** The panel's component once its code has loaded (one per page: the code is the same for every container). */
let loaded: ComponentType<SourceControlPanelProps> | null = null;

type Loading = { readonly kind: 'loading' } | { readonly kind: 'failed' } | { readonly kind: 'ready'; readonly Panel: ComponentType<SourceControlPanelProps> };

/**
 * The Source Control panel, whose view and git stay out of the editor's first load: its view loads when it first
 * opens (its store is the editor feature's), git itself on the repository's first read. A failed load says so;
 * opening the panel again tries again.
 */
export function SourceControlPanelLoader() {
  const store = useService(SourceControlStore);
  const [state, setState] = useState<Loading>(() => (loaded === null ? { kind: 'loading' } : { kind: 'ready', Panel: loaded }));
  useEffect(() => {
    if (loaded !== null) return;
    let live = true;
    import('./sourceControl/SourceControlPanel').then(
      (module) => {
        loaded = module.default;
        if (live) setState({ kind: 'ready', Panel: module.default });
      },
      () => {
        if (live) setState({ kind: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, []);
  if (state.kind === 'ready') return <state.Panel store={store} />;
  return (
    <p className="side-panel-text" role={state.kind === 'failed' ? 'alert' : 'status'}>
      {state.kind === 'failed' ? SOURCE_CONTROL_LOAD_FAILED : SOURCE_CONTROL_LOADING}
    </p>
  );
}
