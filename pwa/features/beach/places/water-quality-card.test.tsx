import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WaterQuality } from '../../../../domain/water-quality/water-quality-schema.ts';
import { buildApiBeach } from '../../../testing/factories.ts';
import { renderComponent } from '../../../testing/render-component.tsx';
import { server } from '../../../testing/server.ts';
import { buildWaterQuality } from '../../../testing/water-quality-factory.ts';
import { WaterQualityCard } from './water-quality-card.tsx';

const meadfoot = buildApiBeach({ id: 12, name: 'Meadfoot Beach', bathingWaterId: '23600' });

function serve(record: WaterQuality) {
  server.use(http.get(`/api/beaches/${meadfoot.id}/water-quality`, () => HttpResponse.json(record)));
  renderComponent(<WaterQualityCard beach={meadfoot} />);
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-21T12:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('the water quality card of a beach', () => {
  it('dates a classification by its year and the data by when it was fetched, not by our clock', async () => {
    serve(
      buildWaterQuality({
        beachId: meadfoot.id,
        statusDetails: 'Meadfoot: Excellent (Environment Agency 2025 annual classification)',
      }),
    );
    expect(await screen.findByText('2025 classification')).toBeInTheDocument();
    expect(screen.getByTestId('water-status')).toHaveTextContent('Excellent');
    expect(screen.getByText('Environment Agency data as of 31 May 2026.')).toBeInTheDocument();
    expect(screen.queryByText(/checked/i)).not.toBeInTheDocument();
    expect(screen.queryByText(/Sample taken/)).not.toBeInTheDocument();
    expect(
      screen.getByText(
        "No sample results held yet — the classification is the Environment Agency's 2025 one.",
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Bathing water is monitored by the Environment Agency from 15 May to 30 September\./),
    ).toBeInTheDocument();
  });

  it('gives the day the latest sample was taken', async () => {
    serve(
      buildWaterQuality({
        beachId: meadfoot.id,
        dataSource: 'environment_agency',
        lastChecked: '2026-11-21T06:00:00Z',
        sample: { sampledAt: '2026-08-12T09:40:00Z', eColi: null, enterococci: null },
      }),
    );
    expect(await screen.findByText(/2025 classification/)).toHaveTextContent(
      '2025 classification · Sample taken 12 Aug',
    );
    expect(screen.getByText('Sample taken 12 Aug')).toHaveAttribute('datetime', '2026-08-12T09:40:00Z');
    expect(screen.getByText('Environment Agency data as of 21 Nov 2026.')).toBeInTheDocument();
    expect(screen.queryByText(/No sample results/)).not.toBeInTheDocument();
  });

  it('names no classification year for a water the EA has not classified', async () => {
    serve(
      buildWaterQuality({
        beachId: meadfoot.id,
        status: null,
        classificationYear: null,
        waterQualityStatus: 'Not yet classified',
        statusDetails:
          'East Beach at West Bay is a designated bathing water, not yet classified by the Environment Agency.',
      }),
    );
    expect(await screen.findByText(/not yet classified by the Environment Agency/)).toBeInTheDocument();
    expect(screen.getByTestId('water-status')).toHaveTextContent('Unknown');
    expect(screen.queryByText(/classification$/)).not.toBeInTheDocument();
    expect(screen.queryByText(/not a designated bathing water/)).not.toBeInTheDocument();
    expect(screen.getByText('No sample results held yet.')).toBeInTheDocument();
  });

  it('names the nearest bathing water of a beach that is not on one, when the API holds no record', async () => {
    const mouthwell = buildApiBeach({
      id: 40,
      name: 'Mouthwell Sands',
      bathingWaterId: null,
      nearestBathingWater: { name: 'Hope Cove', distanceM: 476 },
    });
    const note =
      'The nearest Environment Agency bathing water is Hope Cove, 480 m away; this beach is not sampled itself';
    // No record is an answer, `null`, not an error.
    server.use(http.get(`/api/beaches/${mouthwell.id}/water-quality`, () => HttpResponse.json(null)));
    renderComponent(<WaterQualityCard beach={mouthwell} />);
    expect(await screen.findByText(`${note}.`)).toBeInTheDocument();
    expect(screen.getByText('Water quality data unavailable')).toBeInTheDocument();
    expect(screen.queryByText(/not a designated/)).not.toBeInTheDocument();
  });

  it('gives no reason when the record could not be read', async () => {
    server.use(
      http.get(`/api/beaches/${meadfoot.id}/water-quality`, () => new HttpResponse('boom', { status: 500 })),
    );
    renderComponent(<WaterQualityCard beach={meadfoot} />);
    expect(await screen.findByText('Water quality data unavailable')).toBeInTheDocument();
    expect(screen.queryByText(/No water quality data yet/)).not.toBeInTheDocument();
  });
});
