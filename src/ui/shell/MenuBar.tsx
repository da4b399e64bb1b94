import { useState } from 'react';
import { NavLink } from 'react-router-dom';
import { ROUTE_PATHS } from '../../domain/app/routePaths';
import { PAGE_TITLES } from '../app/pageTitles.texts';
import { ConnectionStatus } from './ConnectionStatus';
import { APP_NAME, MENU_BUTTON_LABEL } from './shell.texts';

const NAV_ITEMS = [
  { path: ROUTE_PATHS.editor, label: PAGE_TITLES.editor },
  { path: ROUTE_PATHS.exchange, label: PAGE_TITLES.exchange },
  { path: ROUTE_PATHS.contracts, label: PAGE_TITLES.contracts },
  { path: ROUTE_PATHS.token, label: PAGE_TITLES.token },
] as const;

/**
 * The desktop-style menu bar. At the mobile breakpoint (see shell.css) its links fold behind a Menu button.
 */
export function MenuBar() {
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <header className="menu-bar">
      <NavLink to={ROUTE_PATHS.editor} className="menu-bar-logo" aria-label={`${APP_NAME} home`}>
        <img className="menu-bar-mark" src="/favicon.svg" alt="" width={20} height={20} />
        {APP_NAME}
      </NavLink>
      <button
        type="button"
        className="menu-bar-toggle"
        aria-expanded={menuOpen}
        aria-controls="menu-bar-nav"
        onClick={() => setMenuOpen((open) => !open)}
      >
        {MENU_BUTTON_LABEL}
      </button>
      <nav id="menu-bar-nav" className={menuOpen ? 'menu-bar-nav menu-bar-nav-open' : 'menu-bar-nav'} aria-label="Main">
        {NAV_ITEMS.map((item) => (
          <NavLink key={item.path} to={item.path} end className="menu-bar-link" onClick={() => setMenuOpen(false)}>
            {item.label}
          </NavLink>
        ))}
      </nav>
      <ConnectionStatus />
    </header>
  );
}
