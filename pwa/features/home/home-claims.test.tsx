/**
 * What the home page and the footer promise about dog rules (issue #29): only what holds for
 * every beach. Most records' orders were never read, so neither may say the rules were checked
 * against council orders, and the hero gives no beach count it does not have.
 */
import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { beachApiHandlers } from '../../testing/beach-api-handlers.ts';
import { buildApiBeach } from '../../testing/factories.ts';
import { renderRoute } from '../../testing/render-route.tsx';
import { server } from '../../testing/server.ts';

describe('the home page’s claims about dog rules', () => {
  it('says the rules show what they rest on, not that council orders were checked', async () => {
    server.use(
      ...beachApiHandlers([buildApiBeach({ name: 'Croyde Bay' })]),
      http.get('/api/blog', () => HttpResponse.json([])),
    );
    renderRoute('/');
    const hero = (await screen.findByRole('heading', { level: 1 })).closest('section') as HTMLElement;
    expect(hero).toHaveTextContent('Dog rules that say what they rest on');
    expect(hero).not.toHaveTextContent(/\d+ beaches/);
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Dog rules that say what they rest on');
    expect(screen.getByText('Where the dog rules come from')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/council orders|you can trust/i);
  });
});
