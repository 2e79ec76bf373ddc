import { useStore } from '@nanostores/react';
import { $sessionProblem } from '../../stores';
import { error, panel } from '../account/styles';
import type { SessionTexts } from './session-texts';

/** The spec's session message while the keeper retries an unreachable account service. */
export function SessionProblem({ t }: { t: SessionTexts }) {
  const problem = useStore($sessionProblem);
  if (!problem) return null;
  return (
    <div role="alert" data-testid="session-problem" style={{ ...panel, borderColor: 'var(--color-down, #f6465d)' }}>
      <strong style={error}>{t.messages[problem]}</strong>
      <p style={{ margin: '4px 0 0' }}>{t.retrying}</p>
    </div>
  );
}
