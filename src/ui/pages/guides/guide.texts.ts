import { ROUTE_PATHS } from '../../../domain/app/routePaths';

/** Copy of a guide's own page. */

/** The address of a guide's page. */
export const guidePath = (guideId: string): string => `${ROUTE_PATHS.guides}/${encodeURIComponent(guideId)}`;

export const GUIDE_WRITING_NOTE =
  'The full text of this guide is being written in the open. Until it is published, these pages cover the same ground:';
export const GUIDE_BACK_LINK = 'All guides';
export const GUIDE_NOT_FOUND_TITLE = 'Guide not found';
export const GUIDE_NOT_FOUND_TEXT = 'There is no guide at this address. Pick one from the list of guides.';

/** Where a reader goes on from any guide while its text is being written. */
export const GUIDE_NEXT_STEPS: readonly { readonly label: string; readonly path: string }[] = [
  { label: 'Start from a project template', path: ROUTE_PATHS.templates },
  { label: 'Pick an open contract', path: ROUTE_PATHS.contracts },
  { label: 'Meet the contributors', path: ROUTE_PATHS.contributors },
];
