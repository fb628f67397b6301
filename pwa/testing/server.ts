import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';

/** Handlers every render needs (analytics); tests add their own with server.use(). */
export const server = setupServer(http.post('/api/events', () => new HttpResponse(null, { status: 204 })));
