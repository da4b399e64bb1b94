import type { ComponentType } from 'react';
import type { DiffEditorProps } from './diffEditorProps';

/** Loads Monaco's diff editor (Monaco itself is already loaded by the code editor). */
export const loadDiffEditor = (): Promise<{ readonly default: ComponentType<DiffEditorProps> }> => import('./MonacoDiffEditor');
