/** The developer hub's sample adapters and data, as one module so the browser loads them with the hub's pages. */
export { SampleCatalog } from './sampleCatalog.adapter';
export { SampleHubSubmissions } from './sampleHubSubmissions.adapter';
export { SampleTemplateFiles } from './sampleTemplateFiles.adapter';
export { SAMPLE_CONTRIBUTOR_OVERVIEW } from './sampleContributors';
export { SAMPLE_DEVELOPERS } from './sampleDevelopers';
export { SAMPLE_GUIDES } from './sampleGuides';
export { SAMPLE_TEMPLATES } from './sampleTemplates';
export { SAMPLE_TOKEN_FACTS } from './sampleTokenFacts';
