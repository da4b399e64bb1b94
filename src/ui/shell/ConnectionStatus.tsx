import { useLocation } from 'react-router-dom';
import { Logout } from '../../application/session/logout';
import { StartLogin } from '../../application/session/startLogin';
import { UserSessionStore } from '../../application/session/userSessionStore';
import { safeAvatarUrl } from '../../domain/session/avatarUrl';
import {
  ACCOUNT_CONTROL_LABEL,
  DISMISS_NOTICE_LABEL,
  NOT_CONNECTED_LABEL,
  REDIRECTING_LABEL,
  SANDBOX_BADGE_LABEL,
  SANDBOX_WALLET_LABEL,
  SIGN_IN_LABEL,
  SIGN_OUT_LABEL,
  sessionErrorMessage,
} from './session.texts';
import { RuntimeConfig } from '../../ports/runtimeConfig.port';
import { useService } from '../app/useService';
import { useObservableValue } from '../app/useObservableValue';
import { REDIRECTING_SHORT_LABEL, SIGN_IN_SHORT_LABEL } from './shell.texts';

/**
 * The menu bar's account control: the signed-in handle with a green dot and `Sign out`, or `Not Connected`
 * with a grey dot and `Sign in with HandCash`. Why a sign-in failed shows beside it as an alert. On the
 * embedded default a `Sandbox` badge says the wallet is not real. Handles and messages render as text.
 */
export function ConnectionStatus() {
  const sessions = useService(UserSessionStore);
  const startLogin = useService(StartLogin);
  const logout = useService(Logout);
  const config = useService(RuntimeConfig);
  const { session, notice, redirecting } = useObservableValue(sessions.state$);
  const { pathname, search, hash } = useLocation();
  const avatar = session === null ? null : safeAvatarUrl(session.profile.avatarUrl);
  return (
    <div className="connection-status" role="group" aria-label={ACCOUNT_CONTROL_LABEL}>
      {config.handcash.sandbox ? (
        <span className="sandbox-badge" title={SANDBOX_WALLET_LABEL}>
          <span aria-hidden="true">{SANDBOX_BADGE_LABEL}</span>
          <span className="visually-hidden">{SANDBOX_WALLET_LABEL}</span>
        </span>
      ) : null}
      <div className="connection-identity" role="status" aria-live="polite">
        <span className={session === null ? 'status-dot' : 'status-dot status-dot-on'} aria-hidden="true" />
        {avatar === null ? null : (
          <img className="connection-avatar" src={avatar} alt="" width={20} height={20} referrerPolicy="no-referrer" />
        )}
        <span className="connection-handle" title={session?.profile.displayName}>
          {session === null ? NOT_CONNECTED_LABEL : session.profile.handle}
        </span>
      </div>
      {session === null ? (
        <button
          type="button"
          className="sign-in-button"
          aria-label={redirecting ? REDIRECTING_LABEL : SIGN_IN_LABEL}
          disabled={redirecting}
          onClick={() => startLogin.execute(`${pathname}${search}${hash}`)}
        >
          <span className="label-long">{redirecting ? REDIRECTING_LABEL : SIGN_IN_LABEL}</span>
          <span className="label-short">{redirecting ? REDIRECTING_SHORT_LABEL : SIGN_IN_SHORT_LABEL}</span>
        </button>
      ) : (
        <button type="button" onClick={() => logout.execute()}>
          {SIGN_OUT_LABEL}
        </button>
      )}
      {notice === null ? null : (
        <div className="connection-notice" role="alert">
          <span>{sessionErrorMessage(notice)}</span>
          <button type="button" className="connection-notice-close" aria-label={DISMISS_NOTICE_LABEL} onClick={() => sessions.dismissNotice()}>
            ×
          </button>
        </div>
      )}
    </div>
  );
}
