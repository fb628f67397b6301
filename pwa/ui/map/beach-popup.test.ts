import { afterEach, expect, it, vi } from 'vitest';
import { beachPopupContent } from './beach-popup.ts';
import type { MapBeach } from './map-types.ts';

const beach: MapBeach = {
  id: 7,
  slug: 'croyde-beach',
  name: 'Croyde <b>Bay</b>',
  location: 'North Devon',
  latitude: '51.131524',
  longitude: '-4.238529',
  accessType: 'year-round',
  dogAccessStatus: 'seasonal_ban',
  dogRules: [{ kind: 'no-dogs', zone: null, period: { from: '05-01', to: '09-30' }, hours: 'all-day' }],
};

it('shows the name, location and access, with View Details and Directions links', () => {
  const popup = beachPopupContent({ beach, lat: 51.131524, lng: -4.238529 });
  expect(popup.querySelector('.ddb-popup__name')?.textContent).toBe('Croyde <b>Bay</b>');
  expect(popup.querySelector('b')).toBeNull();
  expect(popup).toHaveTextContent('North Devon');
  expect(popup).toHaveTextContent('Seasonal Access');

  const [details, directions] = popup.querySelectorAll('a');
  expect(details).toHaveTextContent('View Details');
  expect(details).toHaveAttribute('href', '/beach/croyde-beach');
  expect(directions).toHaveTextContent('Directions');
  expect(directions).toHaveAttribute(
    'href',
    'https://www.openstreetmap.org/directions?to=51.13152%2C-4.23853',
  );
  expect(directions).toHaveAttribute('target', '_blank');
  expect(directions).toHaveAttribute('rel', 'noopener noreferrer');
});

afterEach(() => vi.useRealTimers());

it("says today's status for dogs as it is when the panel opens", () => {
  vi.useFakeTimers({ now: new Date('2026-07-15T12:00:00Z'), toFake: ['Date'] });
  const point = { beach, lat: 51.131524, lng: -4.238529 };
  expect(beachPopupContent(point).querySelector('.ddb-popup__today')).toHaveTextContent(
    'No dogs until 30 Sep',
  );
  vi.setSystemTime(new Date('2026-12-15T12:00:00Z'));
  expect(beachPopupContent(point).querySelector('.ddb-popup__today')).toHaveTextContent('Dogs welcome today');
});
