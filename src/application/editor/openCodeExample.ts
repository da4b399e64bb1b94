import { firstValueFrom } from 'rxjs';
import type { Manual } from '../../domain/manual/manualDocument';
import { findExample, parseExampleReference } from '../../domain/manual/codeExamples';
import { err, ok, type Result } from '../../domain/shared/result';
import type { Catalog } from '../../ports/catalog.port';
import type { CatalogError } from '../../ports/catalogError';
import type { EditorStore } from './editorStore';
import type { TerminalStore } from './terminalStore';

/** Why an example was not opened: no guide has it (or the address names none), or the guides could not be read. */
export type OpenCodeExampleError = { readonly code: 'not-found' } | CatalogError;

/**
 * Opens a developer guide's code example in the editor and runs it (an example's "Open in editor" link). Only the
 * guides' own code can be opened this way: the address names an example, never carries code.
 */
export class OpenCodeExample {
  constructor(
    private readonly guides: Catalog<Manual>,
    private readonly editor: EditorStore,
    private readonly terminal: TerminalStore,
  ) {}

  /**
   * Reads the example `reference` names (`<guide>/<ordinal>`) and, once the editor has read its workspace, adds it
   * as a file (see `EditorStore.openExample`), shows the terminal and runs it; resolves the file's path.
   */
  async execute(reference: string): Promise<Result<{ readonly path: string }, OpenCodeExampleError>> {
    const named = parseExampleReference(reference);
    if (named === null) return err({ code: 'not-found' });
    const [guides] = await Promise.all([firstValueFrom(this.guides.read()), this.editor.ready]);
    if (!guides.ok) return guides;
    const example = findExample(guides.value.documents, named);
    const path = example === null ? null : this.editor.openExample(example.path, example.block.text);
    if (path === null) return err({ code: 'not-found' });
    this.editor.setTerminalShown(true);
    this.terminal.run(path);
    return ok({ path });
  }
}
