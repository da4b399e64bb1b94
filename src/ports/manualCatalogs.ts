import type { Manual, ManualDocument } from '../domain/manual/manualDocument';
import { catalogToken } from './catalog.port';

/** The product's manual (the `/docs` page): its documents in reading order. */
export const ManualCatalog = catalogToken<Manual>('ManualCatalog');

/** The product's changelog (the `/changelog` page), one document in Keep a Changelog's form. */
export const ChangelogCatalog = catalogToken<ManualDocument>('ChangelogCatalog');
