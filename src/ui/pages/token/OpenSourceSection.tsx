import { OPEN_SOURCE } from './token.texts';
import { HubSection } from '../hubShared/HubSection';

/** Why the platform is open source, and its two licences. */
export function OpenSourceSection() {
  return (
    <HubSection title={OPEN_SOURCE.title}>
      <p>{OPEN_SOURCE.text}</p>
      <ul className="card-grid card-grid-fill">
        {OPEN_SOURCE.licences.map((licence) => (
          <li key={licence.name} className="card">
            <h3 className="card-title">{licence.name}</h3>
            <p className="card-text">{licence.text}</p>
          </li>
        ))}
      </ul>
    </HubSection>
  );
}
