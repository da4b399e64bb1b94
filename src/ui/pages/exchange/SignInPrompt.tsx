import { useLocation } from 'react-router-dom';
import { StartLogin } from '../../../application/session/startLogin';
import { useService } from '../../app/useService';
import { TRADE_GATE_TEXTS } from './market.texts';

/** Asks a signed-out visitor to sign in before a trade, with the sign-in button that returns them to this page. */
export function SignInPrompt({ text }: { readonly text: string }) {
  const startLogin = useService(StartLogin);
  const { pathname, search, hash } = useLocation();
  return (
    <div className="exchange-sign-in" role="group" aria-label={TRADE_GATE_TEXTS.signIn}>
      <p>{text}</p>
      <button type="button" className="exchange-button exchange-button-primary" onClick={() => startLogin.execute(`${pathname}${search}${hash}`)}>
        {TRADE_GATE_TEXTS.signIn}
      </button>
    </div>
  );
}
