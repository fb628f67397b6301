import { expect, it } from 'vitest';
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
