import { Component, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import './islands.css';

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

/**
 * The error fallback of a React island: a heading ('Что-то пошло не так' in Russian), the
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
      <section role="alert" className="island-error" data-testid="island-error">
        <h2 className="island-error__title">{texts.title}</h2>
        {message && <p className="island-error__message">{message}</p>}
        <button type="button" className="island-error__button" onClick={this.retry}>
          {texts.retry}
        </button>
        <button type="button" className="island-error__button island-error__button--secondary" onClick={() => location.reload()}>
          {texts.reload}
        </button>
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
 * @example export const GuardedOrderList = withErrorBoundary(OrderList, 'OrderList');
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
