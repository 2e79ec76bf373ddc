import { isValidElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary, withErrorBoundary, type ErrorTexts } from './ErrorBoundary';

const ru: ErrorTexts = { title: 'Что-то пошло не так', retry: 'Попробовать снова', reload: 'Перезагрузить страницу' };

// No DOM in this package's tests: drive the boundary the way React does (derive state from the
// thrown error, then render) and read the markup the visitor would get.
function failedBoundary(error: unknown, texts = ru) {
  const boundary = new ErrorBoundary({ texts, children: <p>island</p> });
  boundary.state = { ...boundary.state, ...ErrorBoundary.getDerivedStateFromError(error) };
  boundary.setState = ((update: (s: typeof boundary.state) => typeof boundary.state) => {
    boundary.state = { ...boundary.state, ...update(boundary.state) };
  }) as typeof boundary.setState;
  return boundary;
}
const markup = (boundary: ErrorBoundary) => renderToStaticMarkup(boundary.render() as ReactElement);

describe('ErrorBoundary', () => {
  it('renders the island untouched while nothing has failed', () => {
    const boundary = new ErrorBoundary({ texts: ru, children: <p>order book</p> });
    expect(markup(boundary)).toBe('<p>order book</p>');
  });

  it('shows the fallback: heading, the error message, try again and reload page', () => {
    const html = markup(failedBoundary(new Error('depth snapshot missing')));
    expect(html).toContain('role="alert"');
    expect(html).toMatch(/<h2[^>]*>Что-то пошло не так<\/h2>/);
    expect(html).toContain('depth snapshot missing');
    expect(html).toMatch(/<button type="button"[^>]*>Попробовать снова<\/button>/);
    expect(html).toMatch(/<button type="button"[^>]*>Перезагрузить страницу<\/button>/);
  });

  it('speaks the page language it is given', () => {
    const html = markup(failedBoundary('boom', { title: 'Something went wrong', retry: 'Try again', reload: 'Reload page' }));
    expect(html).toContain('Something went wrong');
    expect(html).toContain('boom');
    expect(html).not.toContain('Что-то');
  });

  it('mounts the island afresh on try again', () => {
    const boundary = failedBoundary(new Error('x'));
    const before = new ErrorBoundary({ texts: ru, children: <p>island</p> }).render();
    const tryAgain = (boundary.render() as ReactElement<{ children: ReactElement<{ onClick: () => void }>[] }>).props.children.find(
      (child) => isValidElement(child) && child.type === 'button',
    );
    tryAgain!.props.onClick();
    const after = boundary.render() as ReactElement;
    expect(markup(boundary)).toBe('<p>island</p>');
    expect(after.key).not.toBe((before as ReactElement).key);
  });

  it('reports the failure once, to the console unless told otherwise', () => {
    const onError = vi.fn();
    const boundary = new ErrorBoundary({ texts: ru, children: null, onError });
    boundary.componentDidCatch(new Error('x'), { componentStack: '' });
    expect(onError).toHaveBeenCalledTimes(1);
  });
});

describe('withErrorBoundary', () => {
  it('passes the island its own props and keeps the texts for the fallback', () => {
    const Hello = ({ name }: { name: string }) => <b>Hello {name}</b>;
    const Guarded = withErrorBoundary(Hello, 'Hello');
    expect(renderToStaticMarkup(<Guarded name="Ann" errorTexts={ru} />)).toBe('<b>Hello Ann</b>');
    expect(Guarded.displayName).toBe('Guarded(Hello)');
  });
});
