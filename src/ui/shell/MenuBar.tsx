import { lazy, Suspense, useState } from 'react';
import { NavLink } from 'react-router-dom';
import { ROUTE_PATHS } from '../../domain/app/routePaths';
import { PAGE_TITLES } from '../app/pageTitles.texts';
import { RuntimeConfig } from '../../ports/runtimeConfig.port';
import { UserSessionStore } from '../../application/session/userSessionStore';
import { useObservableValue } from '../app/useObservableValue';
import { useService } from '../app/useService';
import { ConnectionStatus } from './ConnectionStatus';
import { APP_NAME, HOME_LABEL, MENU_BUTTON_LABEL } from './shell.texts';

const NAV_ITEMS = [
  { path: ROUTE_PATHS.exchange, label: PAGE_TITLES.exchange },
  { path: ROUTE_PATHS.contracts, label: PAGE_TITLES.contracts },
  { path: ROUTE_PATHS.token, label: PAGE_TITLES.token },
] as const;

/** Signed in only: the inbox link and its counts' code load once someone is, not with the entry. */
const InboxLink = lazy(() => import('./InboxLink'));

/**
 * The desktop-style menu bar. At the mobile breakpoint (see shell.css) its links fold behind a Menu button.
 */
export function MenuBar() {
  const [menuOpen, setMenuOpen] = useState(false);
  // `/` is the editor, or the landing homepage when the editor is off: the first item says which.
  const { editorEnabled } = useService(RuntimeConfig);
  const handle = useObservableValue(useService(UserSessionStore).state$).session?.profile.handle;
  const items = [{ path: ROUTE_PATHS.editor, label: editorEnabled ? PAGE_TITLES.editor : HOME_LABEL }, ...NAV_ITEMS];
  return (
    <header className="menu-bar">
      <NavLink to={ROUTE_PATHS.editor} className="menu-bar-logo" aria-label={`${APP_NAME} home`}>
        <img className="menu-bar-mark" src="/favicon.svg" alt="" width={20} height={20} />
        <span className="menu-bar-brand">{APP_NAME}</span>
      </NavLink>
      <button
        type="button"
        className="menu-bar-toggle"
        aria-expanded={menuOpen}
        aria-controls="menu-bar-nav"
        aria-label={MENU_BUTTON_LABEL}
        onClick={() => setMenuOpen((open) => !open)}
      >
        <span className="menu-bar-toggle-icon" aria-hidden="true">
          ☰
        </span>
        <span className="menu-bar-toggle-text">{MENU_BUTTON_LABEL}</span>
      </button>
      <nav id="menu-bar-nav" className={menuOpen ? 'menu-bar-nav menu-bar-nav-open' : 'menu-bar-nav'} aria-label="Main">
        {items.map((item) => (
          <NavLink key={item.path} to={item.path} end className="menu-bar-link" onClick={() => setMenuOpen(false)}>
            {item.label}
          </NavLink>
        ))}
        {handle === undefined ? null : (
          <Suspense fallback={null}>
            <InboxLink handle={handle} onNavigate={() => setMenuOpen(false)} />
          </Suspense>
        )}
      </nav>
      <ConnectionStatus />
    </header>
  );
}
