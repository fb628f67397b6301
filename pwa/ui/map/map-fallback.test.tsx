import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { expect, it, vi } from 'vitest';
import { appSystem } from '../../app/theme.ts';
import { MapFallbackList } from './map-fallback-list.tsx';
import { MapLegend } from './map-legend.tsx';
import type { MapBeach } from './map-types.ts';
import { MapViewSwitch } from './map-view-switch.tsx';

const system = appSystem();

const beaches: MapBeach[] = Array.from({ length: 15 }, (_, i) => ({
  id: i + 1,
  slug: `beach-${i + 1}`,
  name: `Beach ${i + 1}`,
  location: 'North Devon',
  latitude: '51',
  longitude: '-4',
  accessType: i === 0 ? 'seasonal' : 'year-round',
  dogAccessStatus: null,
}));

const wrap = (ui: React.ReactNode) =>
  render(
    <ChakraProvider value={system}>
      <MemoryRouter>{ui}</MemoryRouter>
    </ChakraProvider>,
  );

it('lists the first 12 beaches as links to their pages, with their access', () => {
  wrap(<MapFallbackList beaches={beaches} />);
  const links = screen.getAllByRole('link');
  expect(links).toHaveLength(12);
  expect(links[0]).toHaveAttribute('href', '/beach/beach-1');
  expect(links[0]).toHaveTextContent('Beach 1North Devon · Seasonal Access');
  expect(screen.getByText('The first 12 of 15 beaches on this map')).toBeInTheDocument();
});

it('switches between the Interactive View and the Map View, saying tiles are unavailable', async () => {
  const onChange = vi.fn();
  wrap(<MapViewSwitch view="interactive" onChange={onChange} />);
  expect(screen.getByRole('status')).toHaveTextContent('Live map tiles are unavailable');
  expect(screen.getByRole('button', { name: 'Interactive View' })).toHaveAttribute('aria-pressed', 'true');
  await userEvent.click(screen.getByRole('button', { name: 'Map View' }));
  expect(onChange).toHaveBeenCalledWith('map');
});

it('explains the marker colours', () => {
  wrap(<MapLegend />);
  expect(screen.getByRole('list', { name: 'Map key' })).toHaveTextContent(
    'Year-roundSeasonalRestricted or no dogs',
  );
});
