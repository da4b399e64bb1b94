import { useEffect, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { InboxStore } from '../../application/hub/inboxStore';
import { ROUTE_PATHS } from '../../domain/app/routePaths';
import { useObservableValue } from '../app/useObservableValue';
import { useService } from '../app/useService';
import { INBOX_LINK_LABEL, inboxLinkName } from './inboxLink.texts';
import { UnreadNotices } from './UnreadNotices';

interface Props {
  /** The signed-in person: the counts are theirs. */
  readonly handle: string;
  readonly onNavigate: () => void;
}

/**
 * The menu bar's link to the inbox, for a signed-in person (the menu bar loads it, lazily, once someone is), with the
 * count of briefs sent to them and of their unread contract notices. The counts are asked again on every page change;
 * signing out (this link leaving) forgets them.
 */
export default function InboxLink({ handle, onNavigate }: Props) {
  const inbox = useService(InboxStore);
  const { count } = useObservableValue(inbox.state$);
  const { pathname } = useLocation();
  const [notices, setNotices] = useState<number | null>(null);
  useEffect(() => inbox.refreshCount(), [handle, pathname, inbox]);
  useEffect(() => () => inbox.clear(), [inbox]);
  return (
    <NavLink to={ROUTE_PATHS.inbox} end className="menu-bar-link" aria-label={inboxLinkName(count, notices)} onClick={onNavigate}>
      {INBOX_LINK_LABEL}
      {count === null && notices === null ? null : (
        <span className="inbox-count" aria-hidden="true">
          {(count ?? 0) + (notices ?? 0)}
        </span>
      )}
      <UnreadNotices key={handle} pathname={pathname} onCount={setNotices} />
    </NavLink>
  );
}
