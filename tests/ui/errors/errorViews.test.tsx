import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { CONFIG_ERROR_TITLE, UNEXPECTED_APPLICATION_ERROR } from '../../../src/ui/app/app.texts';
import { ConfigErrorScreen } from '../../../src/ui/errors/ConfigErrorScreen';
import { RouteErrorBoundary } from '../../../src/ui/errors/RouteErrorBoundary';

function Broken(): never {
  throw new Error('<b>boom</b> in the page');
}

describe('error views', () => {
  it('show the router error heading with the error text, as text', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <MemoryRouter>
        <RouteErrorBoundary>
          <Broken />
        </RouteErrorBoundary>
      </MemoryRouter>,
    );
    const alert = await screen.findByRole('alert');
    expect({
      heading: screen.getByRole('heading', { level: 1 }).textContent,
      text: alert.querySelector('pre')?.textContent,
      markup: alert.querySelector('b'),
    }).toEqual({ heading: UNEXPECTED_APPLICATION_ERROR, text: '<b>boom</b> in the page', markup: null });
    quiet.mockRestore();
  });

  it('explain a missing configuration instead of a blank page', () => {
    render(<ConfigErrorScreen detail="The server answered 500." />);
    expect(screen.getByRole('alert').textContent).toContain(CONFIG_ERROR_TITLE);
    expect(screen.getByRole('alert').textContent).toContain('The server answered 500.');
  });
});
