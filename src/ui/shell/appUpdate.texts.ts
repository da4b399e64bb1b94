/** Texts of the new-version prompt. */

export const UPDATE_READY_TEXT = 'A new version is ready';
export const UPDATE_RELOAD_LABEL = 'Reload';
/** Shown when Reload was asked while the editor holds unsaved tabs: the page does not reload under them. */
export const UPDATE_HELD_TEXT = 'Save your changes first: reloading now would lose them.';
