import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithAdmin } from '@/test/renderWithAdmin';
import { ErrorScreen } from './ErrorScreen';

describe('error screen by status', () => {
  it('401 is the unauthorized page with a way home', () => {
    renderWithAdmin(<ErrorScreen status={401} />);
    expect(screen.getByTestId('error-unauthorized')).toHaveTextContent(
      'U bent niet gemachtigd om deze pagina te bekijken',
    );
    expect(screen.getByTestId('error-home')).toHaveAttribute('href', '/');
  });

  it('404 is the not-found page', () => {
    renderWithAdmin(<ErrorScreen error={{ status: 404 }} />);
    expect(screen.getByTestId('error-not-found')).toHaveTextContent('Pagina niet gevonden');
  });

  it('anything else is the server-error page with support link and collapsible technical details', async () => {
    renderWithAdmin(<ErrorScreen error={new Error('Cannot read properties of undefined')} />);
    expect(screen.getByTestId('error-server')).toHaveTextContent('Er is iets misgegaan');
    expect(screen.getByTestId('error-support')).toHaveAttribute('href', 'mailto:support@example.com');
    expect(screen.getByTestId('error-home')).toHaveTextContent('Home');
    const toggle = screen.getByTestId('error-technical-toggle');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.setup().click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByTestId('error-technical')).toHaveTextContent('Cannot read properties of undefined');
  });
});
