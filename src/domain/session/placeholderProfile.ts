import type { Profile } from './session';
import { PLACEHOLDER_DISPLAY_NAME, PLACEHOLDER_HANDLE } from './sessionConstants';

/**
 * The profile used when neither the server nor the token names the user. Nothing is derived from the
 * token: a HandCash auth token is a private key, so none of it may be shown. Its handle is the
 * placeholder, so a session holding it is never usable and is discarded on the next load.
 */
export const PLACEHOLDER_PROFILE: Profile = {
  handle: PLACEHOLDER_HANDLE,
  paymail: '',
  publicKey: '',
  avatarUrl: '',
  displayName: PLACEHOLDER_DISPLAY_NAME,
};

export const placeholderProfile = (): Profile => PLACEHOLDER_PROFILE;
