/**
 * Every GET is parsed with its domain/ schema (issue #30): an answer that is not the shared shape
 * fails with an error naming the path and the field, a network failure stays one, and the
 * long beach list is read in full for its first rows and by its frame beyond them.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { buildApiBeach } from '../../testing/factories.ts';
import { ApiResponseError, apiGet, publicSchema, setApiTransport } from './api-client.ts';
import { isNetworkFailure } from './needs-connection.ts';

const answering = (body: string, status = 200) =>
  setApiTransport(
    async () => new Response(body, { status, headers: { 'Content-Type': 'application/json' } }),
  );

afterEach(() => setApiTransport((input, init) => fetch(input, init)));

describe('apiGet', () => {
  it('answers the parsed value', async () => {
    answering(JSON.stringify({ totalBeaches: 3, yearRoundBeaches: 1, totalReviews: 0, averageRating: 0 }));
    await expect(apiGet('/api/stats', publicSchema('stats'))).resolves.toEqual({
      totalBeaches: 3,
      yearRoundBeaches: 1,
      totalReviews: 0,
      averageRating: 0,
    });
  });

  it('refuses an answer of another shape, naming the path and the first field wrong', async () => {
    answering(JSON.stringify({ totalBeaches: '3', yearRoundBeaches: 1, totalReviews: 0, averageRating: 0 }));
    const failure = apiGet('/api/stats', publicSchema('stats'));
    await expect(failure).rejects.toBeInstanceOf(ApiResponseError);
    await expect(failure).rejects.toThrow(/^Unexpected answer from \/api\/stats: totalBeaches: .*number/);
    await expect(failure.catch((error: unknown) => isNetworkFailure(error))).resolves.toBe(false);
  });

  it('refuses text that is not JSON (a proxy’s page)', async () => {
    answering('<html>Sign in to the Wi-Fi</html>');
    await expect(apiGet('/api/stats', publicSchema('stats'))).rejects.toThrow(
      'Unexpected answer from /api/stats: not JSON',
    );
  });

  it('reads a long beach list: the first rows in full, the rest by their frame', async () => {
    const beaches = Array.from({ length: 502 }, (_, i) => buildApiBeach({ id: i + 1 }));
    answering(JSON.stringify(beaches));
    await expect(apiGet('/api/beaches', publicSchema('beaches'))).resolves.toHaveLength(502);

    answering(JSON.stringify(beaches.map((b, i) => (i === 3 ? { ...b, latitude: 50.1 } : b))));
    await expect(apiGet('/api/beaches', publicSchema('beaches'))).rejects.toThrow(
      /^Unexpected answer from \/api\/beaches: 3\.latitude: /,
    );

    answering(JSON.stringify([...beaches, { name: 'no id' }]));
    await expect(apiGet('/api/beaches', publicSchema('beaches'))).rejects.toThrow(
      'Unexpected answer from /api/beaches: 502: Not a row with an id',
    );
  });
});
