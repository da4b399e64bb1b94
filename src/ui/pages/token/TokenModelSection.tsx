import { TOKEN_MODEL } from './token.texts';
import { HubSection } from '../hubShared/HubSection';

/** How the token is issued and earned. */
export function TokenModelSection() {
  return (
    <HubSection title={TOKEN_MODEL.title}>
      <ul className="hub-list hub-list-checks">
        {TOKEN_MODEL.points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
    </HubSection>
  );
}
