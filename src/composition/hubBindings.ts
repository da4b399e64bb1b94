import type { Container } from 'inversify';
import { CatalogStore } from '../application/hub/catalogStore';
import { ContributorsStore, DevelopersStore, GuidesStore, TemplatesStore, TokenFactsStore } from '../application/hub/catalogStores';
import { CommissionsStore } from '../application/hub/commissionsStore';
import { OffersStore } from '../application/hub/offersStore';
import { SendDeveloperBrief } from '../application/hub/sendDeveloperBrief';
import { SubmitCommission } from '../application/hub/submitCommission';
import { SubmitServiceOffer } from '../application/hub/submitServiceOffer';
import { ContributorCatalog, DeveloperCatalog, GuideCatalog, TemplateCatalog, TokenFactsCatalog } from '../ports/catalogs';
import { HubBoard } from '../ports/hubBoard.port';
import { HubSubmissions } from '../ports/hubSubmissions.port';
import { bindService } from './resolve';

/** The developer hub's stores and submission use cases and the token page's figures (loaded with their routes). */
export function bindHub(container: Container): void {
  bindService(container, TemplatesStore, (get) => new CatalogStore(get(TemplateCatalog)));
  bindService(container, DevelopersStore, (get) => new CatalogStore(get(DeveloperCatalog)));
  bindService(container, ContributorsStore, (get) => new CatalogStore(get(ContributorCatalog)));
  bindService(container, GuidesStore, (get) => new CatalogStore(get(GuideCatalog)));
  bindService(container, TokenFactsStore, (get) => new CatalogStore(get(TokenFactsCatalog)));
  bindService(container, SubmitServiceOffer, (get) => new SubmitServiceOffer(get(HubSubmissions)));
  bindService(container, SubmitCommission, (get) => new SubmitCommission(get(HubSubmissions)));
  bindService(container, SendDeveloperBrief, (get) => new SendDeveloperBrief(get(HubSubmissions)));
  bindService(container, OffersStore, (get) => new OffersStore(get(HubBoard)));
  bindService(container, CommissionsStore, (get) => new CommissionsStore(get(HubBoard)));
}

/** The browser's adapters of this feature's ports, bound by the browser's composition root with the feature. */
export { bindHubPorts } from './featurePorts/hubPorts';
