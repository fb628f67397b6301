import { screen, waitFor } from '@testing-library/react';
import { delay, HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAP_TILES_CACHE } from '../../data/tiles/save-map-offline.ts';
import { renderComponent } from '../../testing/render-component.tsx';
import { server } from '../../testing/server.ts';
import { SaveMapOfflineButton } from './save-map-offline-button.tsx';

const TILES = 'https://tiles.example/{z}/{x}/{y}.png';
const PNG = new Uint8Array(2000);
// Dawlish Warren: 176 tiles within 2 km at zooms 11–16 (tile-area.test.ts).
const beach = { lat: 50.5965, lng: -3.4427 };

function serveConfig(mapTilePrefetch: boolean) {
  server.use(
    http.get('/api/config', () =>
      HttpResponse.json({
        googleMapsApiKey: null,
        mapTileUrl: TILES,
        mapTileAttribution: '© Us',
        mapTilePrefetch,
        photoBaseUrl: null,
        gaMeasurementId: null,
      }),
    ),
  );
}

/** Cache Storage in memory, as the browser would hold it for the service worker. */
function stubCaches() {
  const entries = new Map<string, Response>();
  const cache = {
    match: async (url: string) => entries.get(url),
    put: async (url: string, res: Response) => void entries.set(url, res),
  };
  const open = vi.fn(async () => cache);
  vi.stubGlobal('caches', { open });
  return { entries, open };
}

async function configLoaded(queryClient: ReturnType<typeof renderComponent>['queryClient']) {
  await waitFor(() => expect(queryClient.getQueryState(['config'])?.status).toBe('success'));
}

beforeEach(() => {
  Object.defineProperty(navigator, 'storage', {
    configurable: true,
    value: { estimate: async () => ({ usage: 5_400_000, quota: 1e9 }) },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'storage');
});

describe('SaveMapOfflineButton', () => {
  it('is not offered with MAP_TILE_PREFETCH off (OpenStreetMap’s tiles)', async () => {
    stubCaches();
    serveConfig(false);
    const { queryClient } = renderComponent(<SaveMapOfflineButton {...beach} />);
    await configLoaded(queryClient);
    expect(screen.queryByRole('button', { name: /save map/i })).not.toBeInTheDocument();
  });

  it('is not offered where the browser has no Cache Storage', async () => {
    serveConfig(true);
    const { queryClient } = renderComponent(<SaveMapOfflineButton {...beach} />);
    await configLoaded(queryClient);
    expect(screen.queryByRole('button', { name: /save map/i })).not.toBeInTheDocument();
  });

  it('saves the tiles around the beach into the map-tiles cache, then says how much', async () => {
    const { entries, open } = stubCaches();
    serveConfig(true);
    server.use(http.get('https://tiles.example/*', () => HttpResponse.arrayBuffer(PNG.buffer)));
    const { user } = renderComponent(<SaveMapOfflineButton {...beach} />);

    await user.click(await screen.findByRole('button', { name: 'Save map for offline' }));

    expect(await screen.findByText('Map saved for offline — 352 KB')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('This site now uses 5.4 MB on this device.');
    expect(open).toHaveBeenCalledWith(MAP_TILES_CACHE);
    expect(entries.size).toBe(176);
    expect(entries.has('https://tiles.example/16/32141/22056.png')).toBe(true);
    expect(screen.getByRole('button', { name: 'Save map again' })).toBeInTheDocument();
  });

  it('shows progress, keeps keyboard focus, and can be cancelled', async () => {
    const { entries } = stubCaches();
    serveConfig(true);
    server.use(
      http.get('https://tiles.example/*', async () => {
        await delay('infinite');
        return HttpResponse.arrayBuffer(PNG.buffer);
      }),
    );
    const { user } = renderComponent(<SaveMapOfflineButton {...beach} />);
    const save = await screen.findByRole('button', { name: 'Save map for offline' });
    save.focus();
    await user.keyboard('{Enter}');

    const bar = await screen.findByRole('progressbar', { name: 'Saving map for offline' });
    expect(bar).toHaveAttribute('aria-valuemax', '176');
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByText('Saving map… 0 of 176 tiles')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Saving map for offline: 0%');
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    expect(cancel).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(await screen.findByText('Stopped: 0 of 176 tiles saved.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save map again' })).toHaveFocus();
    expect(entries.size).toBe(0);
  });

  it('says so when no tile could be fetched', async () => {
    stubCaches();
    serveConfig(true);
    server.use(http.get('https://tiles.example/*', () => HttpResponse.error()));
    const { user } = renderComponent(<SaveMapOfflineButton {...beach} />);
    await user.click(await screen.findByRole('button', { name: 'Save map for offline' }));
    expect(
      await screen.findByText('The map could not be saved: no tiles could be fetched.'),
    ).toBeInTheDocument();
  });
});
