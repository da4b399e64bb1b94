import type { Manual, ManualDocument } from '../domain/manual/manualDocument';
import { catalogToken } from './catalog.port';

/** The product's manual (the `/docs` page): its documents in reading order. */
export const ManualCatalog = catalogToken<Manual>('ManualCatalog');

/** The product's changelog (the `/changelog` page), one document in Keep a Changelog's form. */
export const ChangelogCatalog = catalogToken<ManualDocument>('ChangelogCatalog');

/** The developer guides (the Developer Docs page): guides to building on BSV, whose code blocks the editor runs. */
export const DeveloperGuideCatalog = catalogToken<Manual>('DeveloperGuideCatalog');
