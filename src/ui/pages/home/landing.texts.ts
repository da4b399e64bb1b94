import { ROUTE_PATHS } from '../../../domain/app/routePaths';

/** Copy of the landing homepage (spec section 1: features, integrated libraries, templates, getting-started steps). */

export const LANDING_LEAD =
  'A developer workbench for the BSV blockchain: find paid work in open issues, trade tokens of code projects and ship with the libraries BSV developers use.';

export const LANDING_ACTIONS = {
  primary: { label: 'Browse open contracts', path: ROUTE_PATHS.contracts },
  secondary: { label: 'Read the guides', path: ROUTE_PATHS.guides },
} as const;

export const LANDING_SECTION_TITLES = {
  features: 'Features',
  libraries: 'Integrated libraries',
  templates: 'Templates',
  gettingStarted: 'Getting started',
} as const;

/** One feature: what it does and the page that shows it. */
export interface LandingFeature {
  readonly title: string;
  readonly text: string;
  readonly path: string;
}

export const LANDING_FEATURES: readonly LandingFeature[] = [
  {
    title: 'Contracts from GitHub issues',
    text: 'Every labelled issue of the repository becomes a bounty with a reward, an estimate and deliverables. Claim one with your HandCash handle.',
    path: ROUTE_PATHS.contracts,
  },
  {
    title: 'Code-NFT exchange',
    text: 'Trade tokens of code projects, follow a portfolio, and mint a token for your own library or app.',
    path: ROUTE_PATHS.exchange,
  },
  {
    title: 'BCODE token',
    text: 'Merged pull requests earn BCODE, the contribution token of the platform, recorded on BSV.',
    path: ROUTE_PATHS.token,
  },
  {
    title: 'Find developers',
    text: 'Maintainers search developers by skill and availability and send a project brief.',
    path: ROUTE_PATHS.findDevelopers,
  },
  {
    title: 'Commission a project',
    text: 'Describe the project, the budget in BSV and the timeline; developers answer with offers.',
    path: ROUTE_PATHS.commission,
  },
  {
    title: 'Offer your services',
    text: 'Publish your skills, hourly rate and availability so maintainers can hire you.',
    path: ROUTE_PATHS.createOffer,
  },
];

/** A library the workbench builds on, with where to read about it. */
export interface LandingLibrary {
  readonly name: string;
  readonly text: string;
  readonly url: string;
}

export const LANDING_LIBRARIES: readonly LandingLibrary[] = [
  {
    name: '@bsv/sdk',
    text: 'Keys, transactions and scripts: the bitcoin-transaction and bitcoin-wallet snippets start from it.',
    url: 'https://github.com/bsv-blockchain/ts-sdk',
  },
  {
    name: 'sCrypt',
    text: 'Smart contracts in TypeScript compiled to Bitcoin Script: the smart-contract snippet and the Token Swap template.',
    url: 'https://scrypt.io/',
  },
  {
    name: 'HandCash Connect',
    text: 'Wallet sign-in and payments: the workbench signs you in through it.',
    url: 'https://docs.handcash.io/',
  },
  {
    name: 'Monaco Editor',
    text: 'The editor of VS Code, with a dark theme, snippets and hover help for BSV terms.',
    url: 'https://microsoft.github.io/monaco-editor/',
  },
];

export const LANDING_TEMPLATES_LEAD = 'Start from a working project instead of an empty folder.';
export const LANDING_TEMPLATES_LINK = 'See every template';

export const LANDING_STEPS: readonly { readonly title: string; readonly text: string }[] = [
  { title: 'Sign in with HandCash', text: 'Use the button in the menu bar; your handle shows once you are connected.' },
  { title: 'Pick a contract', text: 'Open the Contracts page and choose an available bounty that fits your skills.' },
  { title: 'Build from a template', text: 'Start from a template and follow the guides for wallets, contracts and payments.' },
  { title: 'Open a pull request', text: 'Link the issue in your pull request; once it is merged you receive the reward.' },
];
