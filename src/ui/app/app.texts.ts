/** Texts of the app frame that are not tied to one page. */

/** The router's error view heading (spec section 8). */
export const UNEXPECTED_APPLICATION_ERROR = 'Unexpected Application Error!';

export const NOT_FOUND_MESSAGE = 'There is no page at this address.';
export const NOT_FOUND_HOME_LINK = 'Go to the Code Editor';

export const CONFIG_ERROR_TITLE = 'The workbench could not start';
export const CONFIG_ERROR_MESSAGE =
  'Its runtime configuration is missing or malformed. Check that the server is running and its environment variables are valid, then reload.';

/** The accessible name of every dialog's close button. */
export const DIALOG_CLOSE_LABEL = 'Close';
