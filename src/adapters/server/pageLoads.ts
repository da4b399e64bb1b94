/**
 * What each page loads as it opens, beyond its own chunk: its features' bindings (`FEATURE_BINDINGS`, named by its
 * route in `appRoutes.tsx`, which carry their ports' wiring, `src/composition/featurePorts/`) and the adapters those read through as the page opens (dynamic imports of the
 * composition root). One table for the server, which preloads them with the page, and for the bundle budget, which
 * counts them in the page's figure.
 */
const HUB = ['src/composition/hubBindings.ts', 'src/adapters/sample/sampleHub.ts'];
/** The hub pages that list what people posted read the server as they open (the HTTP adapters, which read answers with valibot). */
const HUB_WITH_POSTINGS = [...HUB, 'src/adapters/http/httpAdapters.ts'];
/** The payments feature: the contracts page pays and shows payments, the contributors page ranks them. */
const PAYMENTS = ['src/composition/paymentsBindings.ts', 'src/composition/paymentsAdapters.ts'];

/** The editor's adapters (IndexedDB workspace, runner, assistant client), loaded with its feature when it is on. */
export const EDITOR_ADAPTERS = 'src/composition/editorAdapters.ts';

/** By page source file. */
export const LOADED_WITH_PAGE: Readonly<Record<string, readonly string[]>> = {
  'src/ui/pages/contracts/ContractsPage.tsx': [
    'src/composition/contractsBindings.ts',
    'src/composition/contractsAdapters.ts',
    ...PAYMENTS,
  ],
  'src/ui/pages/exchange/ExchangePage.tsx': ['src/composition/exchangeBindings.ts', 'src/adapters/sample/sampleExchange.ts'],
  'src/ui/pages/home/EditorPage.tsx': ['src/composition/editorBindings.ts'],
  'src/ui/pages/home/LandingPage.tsx': HUB,
  'src/ui/pages/token/TokenPage.tsx': HUB,
  'src/ui/pages/templates/TemplatesPage.tsx': HUB,
  'src/ui/pages/templates/TemplatePage.tsx': HUB,
  'src/ui/pages/guides/GuidesPage.tsx': HUB,
  'src/ui/pages/guides/GuidePage.tsx': HUB,
  'src/ui/pages/contributors/ContributorsPage.tsx': [...HUB, ...PAYMENTS],
  'src/ui/pages/findDevelopers/FindDevelopersPage.tsx': HUB_WITH_POSTINGS,
  'src/ui/pages/createOffer/CreateOfferPage.tsx': HUB,
  'src/ui/pages/commission/CommissionPage.tsx': HUB_WITH_POSTINGS,
  'src/ui/pages/authCallback/AuthCallbackPage.tsx': ['src/composition/signInBindings.ts'],
  'src/ui/pages/apiReference/ApiReferencePage.tsx': ['src/composition/apiReferenceBindings.ts', 'src/adapters/http/httpApiReference.adapter.ts'],
  'src/ui/pages/status/StatusPage.tsx': ['src/composition/statusBindings.ts'],
};
