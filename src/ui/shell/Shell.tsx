import { Outlet } from 'react-router-dom';
import { DevHubSidebar } from './DevHubSidebar';
import { Dock } from './Dock';
import { Footer } from './Footer';
import { MenuBar } from './MenuBar';
import { ProofOfConceptBar } from './ProofOfConceptBar';
import './shell.css';

/** The frame around every page: proof-of-concept bar, menu bar, hub sidebar, page, footer and dock. */
export function Shell() {
  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <ProofOfConceptBar />
      <MenuBar />
      <div className="shell-body">
        <DevHubSidebar />
        <main id="main" className="shell-main" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
      <Footer />
      <Dock />
    </div>
  );
}
