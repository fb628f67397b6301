import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderRoute } from '../../testing/render-route.tsx';

it('shows the six safety cards of the guide, with the emergency numbers and nesting season', async () => {
  renderRoute('/blog/dog-beach-safety');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Dog Beach Safety Guide' }),
  ).toBeInTheDocument();
  const cards = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
  expect(cards).toEqual(
    expect.arrayContaining([
      'Beach Safety',
      'Wildlife Protection',
      'Dog Health',
      'Leave No Trace',
      'Dog Etiquette',
      'Emergency Preparedness',
    ]),
  );
  expect(screen.getByRole('region', { name: 'Wildlife Protection' })).toHaveTextContent(
    'Keep your dog on a lead during bird nesting season (April–July).',
  );
  expect(screen.getByRole('region', { name: 'Emergency Preparedness' })).toHaveTextContent(
    'call 999 or 112 and ask for the Coastguard',
  );
});
