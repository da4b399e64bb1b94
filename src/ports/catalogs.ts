import type { ApiReference } from '../domain/app/apiReference';
import type { ContributorOverview } from '../domain/hub/contributors';
import type { DeveloperProfile } from '../domain/hub/developers';
import type { Guide } from '../domain/hub/guides';
import type { ProjectTemplate } from '../domain/hub/templates';
import type { TokenFactSheet } from '../domain/hub/tokenEconomics';
import { catalogToken } from './catalog.port';

/** The starter projects offered on the Templates page (their files: `TemplateFiles`). */
export const TemplateCatalog = catalogToken<readonly ProjectTemplate[]>('TemplateCatalog');

/** The public profiles of developers who take work (Find Developers). */
export const DeveloperCatalog = catalogToken<readonly DeveloperProfile[]>('DeveloperCatalog');

/** Who contributes to the platform: the contributor figures and the top contributors, in order. */
export const ContributorCatalog = catalogToken<ContributorOverview>('ContributorCatalog');

/** The guides of the Guides page. */
export const GuideCatalog = catalogToken<readonly Guide[]>('GuideCatalog');

/** The token page's figures: pricing tiers, platform fees and token statistics. */
export const TokenFactsCatalog = catalogToken<TokenFactSheet>('TokenFactsCatalog');

/** The app server's API reference (its OpenAPI document), for the `/api` page. */
export const ApiReferenceCatalog = catalogToken<ApiReference>('ApiReferenceCatalog');

