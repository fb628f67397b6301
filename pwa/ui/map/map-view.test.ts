import { describe, expect, it } from 'vitest';
import { buildMapBeach } from '../../testing/factories.ts';
import {
  accessLabel,
  directionsUrl,
  fallbackListBeaches,
  initialView,
  markerStatus,
  markerStatusToday,
  markerTone,
  osmEmbedUrl,
  toPoints,
} from './map-view.ts';

const beach = buildMapBeach;

describe('marker colour', () => {
  it('follows dogAccessStatus: allowed green, seasonal ban amber, restricted and banned red', () => {
    expect(markerTone(beach({ dogAccessStatus: 'allowed', accessType: 'seasonal' }))).toBe('green');
    expect(markerTone(beach({ dogAccessStatus: 'seasonal_ban', accessType: 'year-round' }))).toBe('amber');
    expect(markerTone(beach({ dogAccessStatus: 'restricted' }))).toBe('red');
    expect(markerTone(beach({ dogAccessStatus: 'year_round_ban' }))).toBe('red');
  });

  it('falls back to accessType when dogAccessStatus is absent or unknown', () => {
    expect(markerTone(beach({ accessType: 'year-round' }))).toBe('green');
    expect(markerTone(beach({ accessType: 'seasonal', dogAccessStatus: undefined }))).toBe('amber');
    expect(markerTone(beach({ accessType: 'restricted' }))).toBe('red');
    expect(markerTone(beach({ accessType: 'no-dogs', dogAccessStatus: 'something-new' }))).toBe('red');
  });

  it('is grey, not green, for a beach with no rule and no source (issue #29)', () => {
    const added = beach({ accessType: 'year-round', dogRules: [], validationSourceUrl: null });
    expect(markerTone(added)).toBe('grey');
    expect(accessLabel(added)).toBe('No dog rules recorded');
    expect(markerStatusToday(added).label).toBe('Dog rules not known — check the signs');
    expect(markerTone({ ...added, validationSourceUrl: 'https://council.example/dog-rules' })).toBe('green');
  });

  it('labels access as the badges do', () => {
    expect(accessLabel(beach({ accessType: 'year-round' }))).toBe('Year Round Access');
    expect(accessLabel(beach({ dogAccessStatus: 'seasonal_ban' }))).toBe('Seasonal Access');
    expect(accessLabel(beach({ dogAccessStatus: 'year_round_ban' }))).toBe('No Dogs Allowed');
  });
});

describe('placing beaches', () => {
  it('keeps only beaches with usable coordinates, in order', () => {
    const good = beach({ latitude: '51.131524', longitude: '-4.238529' });
    const points = toPoints([
      good,
      beach({ latitude: '' }),
      beach({ longitude: 'abc' }),
      beach({ latitude: '95' }),
    ]);
    expect(points).toEqual([{ beach: good, lat: 51.131524, lng: -4.238529 }]);
  });
});

describe('initial view', () => {
  it('centres on 50.72, -3.53 at zoom 8 when there is no beach', () => {
    expect(initialView([])).toEqual({ kind: 'centre', center: [50.72, -3.53], zoom: 8 });
  });

  it('centres on a single beach at zoom 11', () => {
    const points = toPoints([beach({ latitude: '50.3', longitude: '-3.8' })]);
    expect(initialView(points)).toEqual({ kind: 'centre', center: [50.3, -3.8], zoom: 11 });
  });

  it('fits the bounds of several beaches with padding 50 and zoom capped at 12', () => {
    const points = toPoints([
      beach({ latitude: '51.2', longitude: '-4.2' }),
      beach({ latitude: '50.2', longitude: '-3.6' }),
      beach({ latitude: '50.6', longitude: '-2.9' }),
    ]);
    expect(initialView(points)).toEqual({
      kind: 'bounds',
      bounds: [
        [50.2, -4.2],
        [51.2, -2.9],
      ],
      padding: 50,
      maxZoom: 12,
    });
  });
});

describe('outbound links', () => {
  it('routes to the beach on OpenStreetMap', () => {
    expect(directionsUrl(50.2345678, -3.8)).toBe(
      'https://www.openstreetmap.org/directions?to=50.23457%2C-3.80000',
    );
  });

  it('frames the beaches in the open-map embed, with a marker for a single beach', () => {
    const one = osmEmbedUrl(toPoints([beach({ latitude: '50.3', longitude: '-3.8' })]));
    expect(one).toBe(
      'https://www.openstreetmap.org/export/embed.html?bbox=-3.83000%2C50.27000%2C-3.77000%2C50.33000&layer=mapnik&marker=50.30000%2C-3.80000',
    );
    const many = osmEmbedUrl(
      toPoints([beach({ latitude: '50', longitude: '-4' }), beach({ latitude: '51', longitude: '-3' })]),
    );
    expect(many).toContain('bbox=-4.05000%2C49.95000%2C-2.95000%2C51.05000');
    expect(many).not.toContain('marker=');
    expect(osmEmbedUrl([])).toContain('bbox=-6.00000%2C49.90000%2C-1.90000%2C51.60000');
  });
});

it('lists the first 12 beaches in the schematic map', () => {
  const beaches = Array.from({ length: 20 }, () => beach());
  expect(fallbackListBeaches(beaches)).toEqual(beaches.slice(0, 12));
  expect(fallbackListBeaches(beaches.slice(0, 3))).toHaveLength(3);
});

it('colours a marker by the status at a planned moment: Croyde green on 25 April, red on 1 May', () => {
  const croyde = beach({
    accessType: 'seasonal',
    dogAccessStatus: 'seasonal_ban',
    validationSourceUrl: 'https://council.example/dog-rules',
    dogRules: [{ kind: 'no-dogs', zone: null, period: { from: '05-01', to: '09-30' }, hours: 'all-day' }],
  });
  const saturday = new Date('2026-04-25T13:00:00Z');
  const mayDay = new Date('2026-05-01T13:00:00Z');
  expect(markerTone(croyde)).toBe('amber');
  expect(markerTone(croyde, saturday)).toBe('green');
  expect(markerTone(croyde, mayDay)).toBe('red');
  expect(markerStatus(croyde, mayDay).label).toBe('No dogs until 30 Sep');
  expect(markerTone({ ...croyde, dogRules: null, validationSourceUrl: null }, mayDay)).toBe('grey');
});
