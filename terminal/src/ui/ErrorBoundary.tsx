import { Component, type ComponentType, type CSSProperties, type ErrorInfo, type ReactNode } from 'react';

/**
 * The fallback screen's texts, from the site's dictionaries (the same ones its 500 page uses).
 * @example { title: 'Что-то пошло не так', retry: 'Попробовать снова', reload: 'Перезагрузить страницу' }
 */
export interface ErrorTexts {
  title: string;
  retry: string;
  reload: string;
}

export interface ErrorBoundaryProps {
  texts: ErrorTexts;
  children: ReactNode;
  /** Where the failure is reported; the console unless a test listens. */
  onError?: (error: unknown, info: ErrorInfo) => void;
}

interface State {
  error: unknown;
  /** Bumped by "try again" so the children mount afresh instead of reusing broken state. */
  attempt: number;
}

const box: CSSProperties = {
  padding: '16px 20px', border: '1px solid var(--color-danger, #c0392b)', borderRadius: 'var(--radius, 8px)',
  background: 'var(--color-surface, transparent)', color: 'var(--color-text, inherit)',
};
const button: CSSProperties = {
  padding: '8px 16px', marginRight: 12, borderRadius: 'var(--radius-button, 6px)', font: 'inherit', fontWeight: 700, cursor: 'pointer',
  background: 'var(--color-accent, #1f6feb)', color: 'var(--color-accent-text, #fff)', border: 0,
};
const secondary: CSSProperties = { ...button, background: 'transparent', color: 'var(--color-text, inherit)', border: '1px solid var(--color-border, currentColor)' };

/**
 * The spec's error fallback for a React island: a heading ('Что-то пошло не так' in Russian), the
 * error message, "try again" (mounts the island anew) and "reload page". One broken island shows
 * this in its own place; the rest of the page keeps working.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = { error: null, attempt: 0 };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Unknown error') };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    (this.props.onError ?? ((e: unknown) => console.error('Island failed', e)))(error, info);
  }

  private readonly retry = () => this.setState((state) => ({ error: null, attempt: state.attempt + 1 }));

  override render(): ReactNode {
    const { error, attempt } = this.state;
    if (!error) return <ErrorBoundaryAttempt key={attempt}>{this.props.children}</ErrorBoundaryAttempt>;
    const { texts } = this.props;
    const message = error instanceof Error ? error.message : String(error);
    return (
      <section role="alert" style={box} data-testid="island-error">
        <h2 style={{ margin: '0 0 8px', fontSize: 20 }}>{texts.title}</h2>
        {message && <p style={{ margin: '0 0 16px', fontFamily: 'var(--font-mono, monospace)', overflowWrap: 'anywhere' }}>{message}</p>}
        <button type="button" style={button} onClick={this.retry}>{texts.retry}</button>
        <button type="button" style={secondary} onClick={() => location.reload()}>{texts.reload}</button>
      </section>
    );
  }
}

// A keyed wrapper, so "try again" remounts the island's whole subtree.
function ErrorBoundaryAttempt({ children }: { children: ReactNode }) {
  return <>{children}</>;
}

/**
 * An island that shows the fallback instead of vanishing when it throws. Astro hydrates modules,
 * not JSX children, so the guarded island is a component of its own taking `errorTexts`.
 * @example export const GuardedPriceTicker = withErrorBoundary(PriceTicker, 'PriceTicker');
 */
export function withErrorBoundary<P extends object>(Island: ComponentType<P>, name: string) {
  function Guarded({ errorTexts, ...props }: P & { errorTexts: ErrorTexts }) {
    return (
      <ErrorBoundary texts={errorTexts}>
        <Island {...(props as P)} />
      </ErrorBoundary>
    );
  }
  Guarded.displayName = `Guarded(${name})`;
  return Guarded;
}
