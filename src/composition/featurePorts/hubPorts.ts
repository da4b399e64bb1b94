import type { Container } from 'inversify';
import { lazyPort } from '../../adapters/lazy/lazyPort';
import { ContributorCatalog, DeveloperCatalog, GuideCatalog, TemplateCatalog, TokenFactsCatalog } from '../../ports/catalogs';
import { HubSubmissions } from '../../ports/hubSubmissions.port';
import { TemplateFiles } from '../../ports/templateFiles.port';
import { bindAdapters } from '../shellPorts';
import type { BrowserPortsContext } from './browserPortsContext';

/** The hub's ports: its read-only data has no live backend yet (the sample adapters serve every mode); posts go to the server. */
export function bindHubPorts(container: Container, { code }: BrowserPortsContext): void {
  const { sampleHub, hubAdapters } = code;
  bindAdapters(
    container,
    {
      templateCatalog: TemplateCatalog,
      templateFiles: TemplateFiles,
      developerCatalog: DeveloperCatalog,
      contributorCatalog: ContributorCatalog,
      guideCatalog: GuideCatalog,
      tokenFactsCatalog: TokenFactsCatalog,
      hubSubmissions: HubSubmissions,
    },
    {
      templateCatalog: lazyPort(() => sampleHub().then((hub) => new hub.SampleCatalog(hub.SAMPLE_TEMPLATES)), { read: 'observable' }),
      templateFiles: lazyPort(() => sampleHub().then((hub) => new hub.SampleTemplateFiles()), { files: 'promise' }),
      developerCatalog: lazyPort(() => sampleHub().then((hub) => new hub.SampleCatalog(hub.SAMPLE_DEVELOPERS)), { read: 'observable' }),
      contributorCatalog: lazyPort(() => sampleHub().then((hub) => new hub.SampleCatalog(hub.SAMPLE_CONTRIBUTOR_OVERVIEW)), { read: 'observable' }),
      guideCatalog: lazyPort(() => sampleHub().then((hub) => new hub.SampleCatalog(hub.SAMPLE_GUIDES)), { read: 'observable' }),
      tokenFactsCatalog: lazyPort(() => sampleHub().then((hub) => new hub.SampleCatalog(hub.SAMPLE_TOKEN_FACTS)), { read: 'observable' }),
      // Offers, commissions and briefs are kept by the app's server in every mode (its database).
      hubSubmissions: lazyPort(async () => new (await hubAdapters()).HttpHubSubmissions(), {
        submitServiceOffer: 'observable',
        submitCommission: 'observable',
        sendDeveloperBrief: 'observable',
      }),
    },
  );
}
