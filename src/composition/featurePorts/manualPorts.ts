import type { Container } from 'inversify';
import { lazyPort } from '../../adapters/lazy/lazyPort';
import { ChangelogCatalog, DeveloperGuideCatalog, ManualCatalog } from '../../ports/manualCatalogs';
import { bindAdapters } from '../shellPorts';

/** The bundled documents' adapter: its chunk holds their text, loaded when the manual or the changelog is first read. */
const bundled = () => import('../../adapters/manual/bundledManual.adapter');

/** The developer guides' adapter: its chunk holds their text, loaded when the Developer Docs page or an example's link reads them. */
export const bundledDeveloperGuides = () => import('../../adapters/manual/bundledDeveloperGuides.adapter');

/** The manual's ports: the documents bundled with the app (`docs/`, the README, `CHANGELOG.md`, `docs/developers/`). */
export function bindManualPorts(container: Container): void {
  bindAdapters(
    container,
    { manualCatalog: ManualCatalog, changelogCatalog: ChangelogCatalog, developerGuideCatalog: DeveloperGuideCatalog },
    {
      manualCatalog: lazyPort(async () => new (await bundled()).BundledManual(), { read: 'observable' }),
      changelogCatalog: lazyPort(async () => new (await bundled()).BundledChangelog(), { read: 'observable' }),
      developerGuideCatalog: lazyPort(async () => new (await bundledDeveloperGuides()).BundledDeveloperGuides(), { read: 'observable' }),
    },
  );
}
