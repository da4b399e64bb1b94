import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ROUTE_PATHS } from '../../../domain/app/routePaths';
import { TOKEN_HERO } from './token.texts';
import { RuntimeConfig } from '../../../ports/runtimeConfig.port';
import { useService } from '../../app/useService';
import { ExternalLink } from '../hubShared/ExternalLink';

/** The page's opening: its heading (passed in), the tagline and links to the code and the developer docs. */
export function TokenHero({ children }: { readonly children: ReactNode }) {
  const config = useService(RuntimeConfig);
  return (
    <header className="token-hero">
      {children}
      <p className="token-tagline">{TOKEN_HERO.tagline}</p>
      <p className="page-lead">{TOKEN_HERO.text}</p>
      <p className="token-actions">
        <ExternalLink href={config.github.webUrl} className="button-link">
          {TOKEN_HERO.githubLink}
        </ExternalLink>
        <Link to={ROUTE_PATHS.developerDocs} className="button-link button-link-secondary">
          {TOKEN_HERO.docsLink}
        </Link>
      </p>
    </header>
  );
}
