/** Copy of the shell that the spec does not word. */

/** The sign-in button's label where the full one does not fit (narrow phones); its accessible name stays the full one. */
export const SIGN_IN_SHORT_LABEL = 'Sign in';
/** The redirecting label where the full one does not fit. */
export const REDIRECTING_SHORT_LABEL = 'Opening…';
/** The hub sidebar toggle's tooltip, by what a click does. */
export const OPEN_HUB_TOOLTIP = 'Open the Developer Hub: contracts, guides, templates and more';
export const CLOSE_HUB_TOOLTIP = 'Close the Developer Hub';
/** Tells a person that the dock's row of apps scrolls sideways. */
export const DOCK_SCROLL_HINT = 'Scroll for more apps';
/** The menu bar's first item when `/` shows the landing homepage instead of the editor. */
export const HOME_LABEL = 'Home';
