import type { ApiReference } from '../../domain/app/apiReference';
import type { ContributorOverview } from '../../domain/hub/contributors';
import type { DeveloperProfile } from '../../domain/hub/developers';
import type { Guide } from '../../domain/hub/guides';
import type { ProjectTemplate } from '../../domain/hub/templates';
import type { TokenFactSheet } from '../../domain/hub/tokenEconomics';
import { token, type Token } from '../../ports/token';
import type { CatalogStore } from './catalogStore';

const storeToken = <T>(name: string): Token<CatalogStore<T>> => token<CatalogStore<T>>(name);

/** The templates of the Templates page (and the landing page's cards), read from the `TemplateCatalog`. */
export const TemplatesStore = storeToken<readonly ProjectTemplate[]>('TemplatesStore');

/** The developer profiles of the Find Developers page, read from the `DeveloperCatalog`. */
export const DevelopersStore = storeToken<readonly DeveloperProfile[]>('DevelopersStore');

/** The figures and cards of the Contributors page, read from the `ContributorCatalog`. */
export const ContributorsStore = storeToken<ContributorOverview>('ContributorsStore');

/** The guide cards of the Guides page, read from the `GuideCatalog`. */
export const GuidesStore = storeToken<readonly Guide[]>('GuidesStore');

/** The token page's pricing tiers, platform fees and statistics, read from the `TokenFactsCatalog`. */
export const TokenFactsStore = storeToken<TokenFactSheet>('TokenFactsStore');

/** The API reference of the `/api` page, read from the `ApiReferenceCatalog`. */
export const ApiReferenceStore = storeToken<ApiReference>('ApiReferenceStore');

