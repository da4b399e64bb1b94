import { relative } from 'node:path';
import type { Plugin } from 'vite';

/** One emitted chunk, as the bundle budget reads it (`dist/.vite/chunk-graph.json`). */
export interface ChunkNode {
  readonly isEntry: boolean;
  /** The module the chunk stands for (a lazy page's file), relative to the project, when it has one. */
  readonly facade: string | null;
  /** Every module bundled into the chunk, relative to the project (`node_modules/...` for packages). */
  readonly modules: readonly string[];
  /** Chunks loaded with this one, and chunks it may load later. */
  readonly imports: readonly string[];
  readonly dynamicImports: readonly string[];
}

export type ChunkGraph = Readonly<Record<string, ChunkNode>>;

export const CHUNK_GRAPH_FILE = '.vite/chunk-graph.json';

/** Writes which modules went into which chunk, so the budget check can tell routes and Monaco apart. */
export function chunkGraphPlugin(root: string): Plugin {
  const name = (id: string) => relative(root, id.replace(/\?.*$/, ''));
  return {
    name: 'chunk-graph',
    apply: 'build',
    // After Vite drops the chunks that held only CSS.
    enforce: 'post',
    generateBundle(_options, bundle) {
      const graph: Record<string, ChunkNode> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        graph[chunk.fileName] = {
          isEntry: chunk.isEntry,
          facade: chunk.facadeModuleId === null ? null : name(chunk.facadeModuleId),
          modules: Object.keys(chunk.modules).map(name),
          imports: chunk.imports,
          dynamicImports: chunk.dynamicImports,
        };
      }
      this.emitFile({ type: 'asset', fileName: CHUNK_GRAPH_FILE, source: JSON.stringify(graph) });
    },
  };
}
