import { useEffect } from 'react';
import { NavLink } from 'react-router-dom';
import { OpenIssueCountStore } from '../../application/shell/openIssueCountStore';
import { SidebarStore } from '../../application/shell/sidebarStore';
import { gitHubSectionUrl } from '../../domain/shell/gitHubSection';
import { RuntimeConfig } from '../../ports/runtimeConfig.port';
import { useService } from '../app/useService';
import { useObservableValue } from '../app/useObservableValue';
import { CLOSE_HUB_TOOLTIP, DEVELOPER_HUB_TITLE, OPEN_HUB_TOOLTIP } from './shell.texts';
import { PlatformStatsSection } from './PlatformStatsSection';
import { SIDEBAR_SECTIONS, type SidebarLink } from './sidebar.texts';

function OpenIssuesBadge() {
  const store = useService(OpenIssueCountStore);
  const { count } = useObservableValue(store.state$);
  useEffect(() => store.load(), [store]);
  return (
    <span className="badge" aria-label={count === null ? 'Open issues loading' : `${count} open issues`}>
      {count ?? '…'}
    </span>
  );
}

function SidebarItem({ link, repositoryUrl }: { readonly link: SidebarLink; readonly repositoryUrl: string }) {
  if (link.kind === 'internal') {
    return (
      <NavLink to={link.path} className="hub-link">
        {link.label}
      </NavLink>
    );
  }
  return (
    <a className="hub-link" href={gitHubSectionUrl(repositoryUrl, link.githubSection)} target="_blank" rel="noopener noreferrer">
      {link.label}
      {link.githubSection === 'issues' ? <OpenIssuesBadge /> : null}
      <span className="visually-hidden"> (opens GitHub)</span>
    </a>
  );
}

/** The collapsible Developer Hub sidebar; collapsed by default, remembered across reloads. */
export function DevHubSidebar() {
  const sidebar = useService(SidebarStore);
  const { collapsed } = useObservableValue(sidebar.state$);
  const config = useService(RuntimeConfig);
  return (
    <aside className={collapsed ? 'hub-sidebar hub-sidebar-collapsed' : 'hub-sidebar'} aria-label={DEVELOPER_HUB_TITLE}>
      <button
        type="button"
        className="hub-toggle"
        aria-expanded={!collapsed}
        aria-controls="hub-sidebar-content"
        title={collapsed ? OPEN_HUB_TOOLTIP : CLOSE_HUB_TOOLTIP}
        onClick={() => sidebar.toggle()}
      >
        <span aria-hidden="true">{collapsed ? '»' : '«'}</span>
        <span className="hub-toggle-label">{DEVELOPER_HUB_TITLE}</span>
      </button>
      <div id="hub-sidebar-content" className="hub-content" hidden={collapsed}>
        <h2 className="visually-hidden">{DEVELOPER_HUB_TITLE}</h2>
        {SIDEBAR_SECTIONS.map((section) => (
          <section key={section.title} className="hub-section" aria-label={section.title}>
            <h3 className="hub-section-title">{section.title}</h3>
            <ul>
              {section.links.map((link) => (
                <li key={link.label}>
                  <SidebarItem link={link} repositoryUrl={config.github.webUrl} />
                </li>
              ))}
            </ul>
          </section>
        ))}
        <PlatformStatsSection />
      </div>
    </aside>
  );
}
