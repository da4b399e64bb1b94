import { SANDBOX_WALLET_LABEL } from './sandboxWallet.texts';
import { escapeHtml } from './htmlEscape';

/** The look of one sandbox page: its body's and its banner's inline styles (the CSP allows no style sheet of ours). */
export interface SandboxPageStyles {
  readonly page: string;
  readonly banner: string;
}

/**
 * A sandbox page (the wallet's, or GitHub sign-in's): static HTML with no script, a banner saying it is not real
 * (`banner`, the wallet's by default), then `main` (already escaped HTML). The title and banner are escaped here.
 */
export function sandboxPageShell(title: string, styles: SandboxPageStyles, main: string, banner: string = SANDBOX_WALLET_LABEL): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>${escapeHtml(title)}</title>
</head>
<body style="${styles.page}">
<div role="note" style="${styles.banner}">${escapeHtml(banner)}</div>
${main}
</body>
</html>`;
}
