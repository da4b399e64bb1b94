import type { Manual, ManualDocument } from '../../domain/manual/manualDocument';
import { token, type Token } from '../../ports/token';
import type { CatalogStore } from '../hub/catalogStore';

/** The manual of the `/docs` page, read from the `ManualCatalog`. */
export const ManualStore: Token<CatalogStore<Manual>> = token<CatalogStore<Manual>>('ManualStore');

/** The changelog of the `/changelog` page, read from the `ChangelogCatalog`. */
export const ChangelogStore: Token<CatalogStore<ManualDocument>> = token<CatalogStore<ManualDocument>>('ChangelogStore');

/** The developer guides of the Developer Docs page (`/developers`), read from the `DeveloperGuideCatalog`. */
export const DeveloperGuidesStore: Token<CatalogStore<Manual>> = token<CatalogStore<Manual>>('DeveloperGuidesStore');
