/** The developer hub's sample adapters, as one module so the browser loads them together with the hub's pages. */
export { SampleContributorDirectory } from './sampleContributorDirectory.adapter';
export { SampleDeveloperDirectory } from './sampleDeveloperDirectory.adapter';
export { SampleGuideCatalog } from './sampleGuideCatalog.adapter';
export { SampleHubSubmissions } from './sampleHubSubmissions.adapter';
export { SampleTemplateCatalog } from './sampleTemplateCatalog.adapter';
export { SampleTokenFacts } from './sampleTokenFacts.adapter';
