import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderComponent } from '../../testing/render-component.tsx';
import { MapLoadBoundary } from './map-load-boundary.tsx';

function FailedChunk(): never {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/beach-map.js');
}

describe('MapLoadBoundary', () => {
  it('keeps the page when the map code cannot load, says so, and retries on request', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onRetry = vi.fn();
    const { user } = renderComponent(
      <>
        <h1>Croyde Bay</h1>
        <MapLoadBoundary height="300px" onRetry={onRetry}>
          <FailedChunk />
        </MapLoadBoundary>
      </>,
    );
    expect(screen.getByRole('heading', { name: 'Croyde Bay' })).toBeInTheDocument();
    expect(screen.getByText(/The map could not load/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try the map again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
