import { ROUTE_PATHS } from '../../domain/app/routePaths';
import { exampleReferenceText, type ExampleReference } from '../../domain/manual/codeExamples';

/** The query parameter of `/` that opens a developer guide's example in the editor and runs it (`/?example=keys-and-addresses%2F1`). */
export const EXAMPLE_PARAMETER = 'example';

/** The editor's address that opens and runs one example of a developer guide. A link: it survives a reload and a new tab. */
export const exampleLink = (reference: ExampleReference): string =>
  `${ROUTE_PATHS.editor}?${new URLSearchParams({ [EXAMPLE_PARAMETER]: exampleReferenceText(reference) }).toString()}`;
