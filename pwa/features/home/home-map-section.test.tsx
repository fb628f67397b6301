import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Beach, BeachLocation } from '../../../domain/beaches/beach.ts';
import { buildApiBeach } from '../../testing/factories.ts';
import { renderComponent } from '../../testing/render-component.tsx';
import { HomeMapSection } from './home-map-section.tsx';

// The map itself is Leaflet's: here it lists the beaches it was given.
vi.mock('../../ui/map/lazy-beach-map.tsx', () => ({
  LazyBeachMap: ({ beaches, label }: { beaches: Beach[]; label: string }) => (
    <ul aria-label={label}>
      {beaches.map((b) => (
        <li key={b.id}>{b.name}</li>
      ))}
    </ul>
  ),
}));

/** `count` beaches of one location, strung along the coast from a point, about 1 km apart. */
const coast = (location: BeachLocation, prefix: string, count: number, lat: number, lng: number) =>
  Array.from({ length: count }, (_, i) =>
    buildApiBeach({
      name: `${prefix} ${String(i + 1).padStart(2, '0')}`,
      location,
      latitude: String(lat),
      longitude: String(lng + i * 0.014),
    }),
  );

// Names that sort first are in the other counties, as in the real data (Bude, Lyme Regis…).
const elsewhere = [
  ...coast('Cornwall', 'Bude Sands', 25, 50.83, -4.55),
  ...coast('Dorset', 'Charmouth', 19, 50.73, -2.9),
  ...coast('Somerset', 'Brean', 19, 51.28, -3.01),
];
const devon = [
  ...coast('North Devon', 'Lynmouth', 30, 51.23, -3.9),
  ...coast('South Devon', 'Hope Cove', 30, 50.24, -3.86),
  ...coast('Torbay', 'Meadfoot', 20, 50.46, -3.51),
  buildApiBeach({ name: 'Woolacombe Sands', slug: 'woolacombe-beach', location: 'North Devon' }),
  buildApiBeach({ name: 'Saunton Sands', slug: 'saunton-sands', location: 'North Devon' }),
  buildApiBeach({ name: 'Westward Ho! Beach', slug: 'westward-ho-beach', location: 'North Devon' }),
];
const all = [...elsewhere, ...devon].sort((a, b) => a.name.localeCompare(b.name));

const mapped = () =>
  within(screen.getByRole('list', { name: /^Map of/ }))
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');

describe('home’s map', () => {
  it('shows 50 of Devon’s beaches, the best-known among them, and none of the other counties', async () => {
    renderComponent(<HomeMapSection beaches={all} />);
    expect(await screen.findByRole('list', { name: 'Map of 50 dog-friendly beaches' })).toBeInTheDocument();
    const names = mapped();
    expect(names).toHaveLength(50);
    expect(names).toEqual(
      expect.arrayContaining(['Woolacombe Sands', 'Saunton Sands', 'Westward Ho! Beach']),
    );
    expect(names.filter((name) => /^(Bude|Charmouth|Brean)/.test(name))).toEqual([]);
    // Spread over the coast, not the first names of one stretch.
    for (const place of ['Lynmouth', 'Hope Cove', 'Meadfoot'])
      expect(names.filter((name) => name.startsWith(place)).length).toBeGreaterThan(5);
    expect(
      screen.getByText('83 beaches in Devon match — the map shows 50 of them, spread along the coast.'),
    ).toBeInTheDocument();
  });

  it('follows the filters: a location picked shows that location’s beaches', async () => {
    const { user } = renderComponent(<HomeMapSection beaches={all} />);
    await user.selectOptions(await screen.findByLabelText('Location'), 'Torbay');
    expect(screen.getByText('20 beaches in Torbay match.')).toBeInTheDocument();
    expect(mapped().every((name) => name.startsWith('Meadfoot'))).toBe(true);

    await user.selectOptions(screen.getByLabelText('Location'), 'Cornwall');
    expect(screen.getByText('25 beaches in Cornwall match.')).toBeInTheDocument();
    expect(mapped()).toHaveLength(25);
  });
});
