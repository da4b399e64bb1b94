/** A sibling app of the suite, shown in the bottom dock. */
export interface DockApp {
  readonly name: string;
  readonly url: string;
  /** Not yet released: shown, but not a link. */
  readonly disabled: boolean;
  /** This app: shown inactive, not a link. */
  readonly current: boolean;
}

const SUITE_URL = 'https://github.com/bitcoin-apps-suite';

const app = (name: string, slug: string, flags: Partial<Pick<DockApp, 'disabled' | 'current'>> = {}): DockApp => ({
  name,
  url: `${SUITE_URL}/${slug}`,
  disabled: flags.disabled ?? false,
  current: flags.current ?? false,
});

/** The dock's sibling apps, with their names as the dock shows them (spec section 2: about twenty, one disabled, the current one inactive). */
export const DOCK_APPS: readonly DockApp[] = [
  app('Bitcoin Wallet', 'bitcoin-wallet'),
  app('Bitcoin Email', 'bitcoin-email'),
  app('Bitcoin Music', 'bitcoin-music'),
  app('Bitcoin Writer', 'bitcoin-writer'),
  app('Bitcoin Code', 'bitcoin-code', { current: true }),
  app('Bitcoin Drive', 'bitcoin-drive'),
  app('Bitcoin Calendar', 'bitcoin-calendar'),
  app('Bitcoin Exchange', 'bitcoin-exchange'),
  app('Bitcoin Search', 'bitcoin-search'),
  app('Bitcoin Spreadsheet', 'bitcoin-spreadsheet'),
  app('Bitcoin Video', 'bitcoin-video'),
  app('Bitcoin Photos', 'bitcoin-photos'),
  app('Bitcoin Jobs', 'bitcoin-jobs'),
  app('Bitcoin Chat', 'bitcoin-chat'),
  app('Bitcoin Domains', 'bitcoin-domains'),
  app('Bitcoin Maps', 'bitcoin-maps'),
  app('Bitcoin Shares', 'bitcoin-shares'),
  app('Bitcoin Paint', 'bitcoin-paint'),
  app('Bitcoin Education', 'bitcoin-education'),
  app('Bitcoin OS', 'bitcoin-os', { disabled: true }),
];
