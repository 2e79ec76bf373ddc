import { useStore } from '@nanostores/react';
import { $sessionProblem } from '../../stores';
import '../../shared/view/controls.css';
import './session.css';
import type { SessionTexts } from './session-texts';

/** The session message shown while the keeper retries an unreachable account service. */
export function SessionProblem({ t }: { t: SessionTexts }) {
  const problem = useStore($sessionProblem);
  if (!problem) return null;
  return (
    <div role="alert" data-testid="session-problem" className="ui-panel session-problem">
      <strong className="ui-error">{t.messages[problem]}</strong>
      <p>{t.retrying}</p>
    </div>
  );
}
