import type { Container } from 'inversify';
import { ContributorsStore } from '../application/contributors/contributorsStore';
import { DevelopersStore } from '../application/developers/developersStore';
import { GuidesStore } from '../application/guides/guidesStore';
import { CommissionsStore } from '../application/hub/commissionsStore';
import { OffersStore } from '../application/hub/offersStore';
import { SendDeveloperBrief } from '../application/hub/sendDeveloperBrief';
import { SubmitCommission } from '../application/hub/submitCommission';
import { SubmitServiceOffer } from '../application/hub/submitServiceOffer';
import { TemplatesStore } from '../application/templates/templatesStore';
import { TokenFactsStore } from '../application/token/tokenFactsStore';
import { ContributorDirectory } from '../ports/contributorDirectory.port';
import { DeveloperDirectory } from '../ports/developerDirectory.port';
import { GuideCatalog } from '../ports/guideCatalog.port';
import { HubBoard } from '../ports/hubBoard.port';
import { HubSubmissions } from '../ports/hubSubmissions.port';
import { TemplateCatalog } from '../ports/templateCatalog.port';
import { TokenFacts } from '../ports/tokenFacts.port';
import { bindService } from './resolve';

/** The developer hub's stores and submission use cases and the token page's figures (loaded with their routes). */
export function bindHub(container: Container): void {
  bindService(container, TemplatesStore, (get) => new TemplatesStore(get(TemplateCatalog)));
  bindService(container, DevelopersStore, (get) => new DevelopersStore(get(DeveloperDirectory)));
  bindService(container, ContributorsStore, (get) => new ContributorsStore(get(ContributorDirectory)));
  bindService(container, GuidesStore, (get) => new GuidesStore(get(GuideCatalog)));
  bindService(container, TokenFactsStore, (get) => new TokenFactsStore(get(TokenFacts)));
  bindService(container, SubmitServiceOffer, (get) => new SubmitServiceOffer(get(HubSubmissions)));
  bindService(container, SubmitCommission, (get) => new SubmitCommission(get(HubSubmissions)));
  bindService(container, SendDeveloperBrief, (get) => new SendDeveloperBrief(get(HubSubmissions)));
  bindService(container, OffersStore, (get) => new OffersStore(get(HubBoard)));
  bindService(container, CommissionsStore, (get) => new CommissionsStore(get(HubBoard)));
}
