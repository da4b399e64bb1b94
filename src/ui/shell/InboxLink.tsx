import { useEffect } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { InboxStore } from '../../application/hub/inboxStore';
import { UserSessionStore } from '../../application/session/userSessionStore';
import { ROUTE_PATHS } from '../../domain/app/routePaths';
import { useObservableValue } from '../app/useObservableValue';
import { useService } from '../app/useService';
import { INBOX_LINK_LABEL, inboxLinkName } from './shell.texts';

/**
 * The menu bar's link to the inbox, shown to a signed-in person with the count of briefs sent to them. The count
 * is asked again on sign-in and on every page change; signing out forgets it.
 */
export function InboxLink({ onNavigate }: { readonly onNavigate: () => void }) {
  const inbox = useService(InboxStore);
  const { session } = useObservableValue(useService(UserSessionStore).state$);
  const { count } = useObservableValue(inbox.state$);
  const { pathname } = useLocation();
  const handle = session?.profile.handle ?? null;
  useEffect(() => {
    if (handle === null) inbox.clear();
    else inbox.refreshCount();
  }, [handle, pathname, inbox]);
  if (handle === null) return null;
  return (
    <NavLink to={ROUTE_PATHS.inbox} end className="menu-bar-link" aria-label={inboxLinkName(count)} onClick={onNavigate}>
      {INBOX_LINK_LABEL}
      {count === null ? null : (
        <span className="inbox-count" aria-hidden="true">
          {count}
        </span>
      )}
    </NavLink>
  );
}
