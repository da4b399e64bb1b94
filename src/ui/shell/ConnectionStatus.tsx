import { NOT_CONNECTED_LABEL } from '../../domain/session/sessionConstants';

/** The signed-in handle with a green dot, or `Not Connected` with a grey one. */
export function ConnectionStatus() {
  return (
    <div className="connection-status" role="status" aria-live="polite">
      <span className="status-dot status-dot-off" aria-hidden="true" />
      <span>{NOT_CONNECTED_LABEL}</span>
    </div>
  );
}
