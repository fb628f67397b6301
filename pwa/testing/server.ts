import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';

/** What every render may ask for (analytics, deployment config); tests add their own with server.use(). */
const defaultHandlers = [
  http.post('/api/events', () => new HttpResponse(null, { status: 204 })),
  // The header asks who is signed in on every page: by default, nobody.
  http.get('/api/auth/user', () => HttpResponse.json(null)),
  // Signed in, the layout keeps My beaches true to the account: by default, none starred.
  http.get('/api/my/favourites', () => HttpResponse.json([])),
  http.get('/api/config', () =>
    HttpResponse.json({
      googleMapsApiKey: null,
      mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      mapTileAttribution: '&copy; OpenStreetMap contributors',
      mapTilePrefetch: false,
      photoBaseUrl: null,
      gaMeasurementId: null,
    }),
  ),
];

export const server = setupServer(...defaultHandlers);
