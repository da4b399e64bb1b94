import { act, render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { RouteErrorBoundary } from '../../../src/ui/errors/RouteErrorBoundary';
import { lazyPage } from '../../../src/ui/app/lazyPage';

const Greeting = () => <p>the page</p>;

/** Shows the error a child threw. */
class Caught extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error === null ? this.props.children : <p>{`failed: ${this.state.error.message}`}</p>;
  }
}

const inSuspense = (node: ReactNode) => (
  <MemoryRouter>
    <Caught>
      <Suspense fallback={<p>loading</p>}>{node}</Suspense>
    </Caught>
  </MemoryRouter>
);

describe('a lazily loaded page', () => {
  it('renders at once, with no fallback, once preloaded with what it needs', async () => {
    const needed: string[] = [];
    const { Page, preload } = lazyPage(
      async () => ({ default: Greeting }),
      async () => needed.push('features'),
    );
    await preload();
    render(inSuspense(<Page />));
    expect({ shown: screen.getByText('the page').textContent, fallback: screen.queryByText('loading'), needed }).toEqual({
      shown: 'the page',
      fallback: null,
      needed: ['features'],
    });
  });

  it('suspends until its code and what it needs are loaded when not preloaded', async () => {
    let release: () => void = () => undefined;
    const ready = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { Page } = lazyPage(async () => ({ default: Greeting }), () => ready);
    render(inSuspense(<Page />));
    const before = screen.getByText('loading').textContent;
    release();
    expect([before, (await screen.findByText('the page')).textContent]).toEqual(['loading', 'the page']);
  });

  it('shows a failed load in the route error view while the address stays, and loads again on the next navigation', async () => {
    let attempts = 0;
    const { Page } = lazyPage(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('offline');
      return { default: Greeting };
    }, async () => undefined);
    let go: (to: string) => void = () => undefined;
    function Navigator() {
      const navigate = useNavigate();
      go = (to) => void navigate(to);
      return null;
    }
    render(
      <MemoryRouter initialEntries={['/']}>
        <Navigator />
        <RouteErrorBoundary>
          <Suspense fallback={<p>loading</p>}>
            <Page />
          </Suspense>
        </RouteErrorBoundary>
      </MemoryRouter>,
    );
    const failure = (await screen.findByRole('alert')).textContent;
    act(() => go('/'));
    expect({ failure, shown: (await screen.findByText('the page')).textContent, attempts }).toEqual({
      failure: expect.stringContaining('offline'),
      shown: 'the page',
      attempts: 2,
    });
  });
});
