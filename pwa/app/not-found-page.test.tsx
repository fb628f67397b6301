import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderRoute } from '../testing/render-route.tsx';

it('shows the 404 page for an unknown path, with the shell around it', async () => {
  renderRoute('/no/such/page');
  expect(await screen.findByRole('heading', { name: '404 - Page Not Found' })).toBeInTheDocument();
  expect(screen.getAllByRole('link', { name: 'Water Quality' }).length).toBeGreaterThan(0);
});
