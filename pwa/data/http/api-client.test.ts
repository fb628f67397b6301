/**
 * Every GET, and every write whose answer is read, is parsed with its domain/ schema (issue #30):
 * an answer that is not the shared shape fails with an error naming the path and the field, a
 * refusal stays an ApiError, a network failure stays one, and the long beach list is read in
 * full for its first rows and by its frame beyond them.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { signInAnswerSchema } from '../../../domain/accounts/auth.ts';
import { reviewDeletedSchema } from '../../../domain/admin/admin-answers.ts';
import { buildUser } from '../../testing/account-handlers.ts';
import { buildApiBeach } from '../../testing/factories.ts';
import {
  ApiError,
  ApiResponseError,
  apiGet,
  apiRequest,
  apiWrite,
  publicSchema,
  setApiTransport,
} from './api-client.ts';
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

describe('apiWrite', () => {
  const sent: { method?: string; body?: unknown }[] = [];
  const answeringWrite = (body: string, status = 200) =>
    setApiTransport(async (_input, init) => {
      sent.push({ method: init?.method, body: init?.body });
      return new Response(status === 204 ? null : body, {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    });

  it('sends the body and answers the parsed value', async () => {
    const user = buildUser();
    answeringWrite(JSON.stringify({ requiresVerification: false, user }));
    const credentials = { email: 'sam@example.com', password: 'secret1' };
    await expect(apiWrite('POST', '/api/auth/login', credentials, signInAnswerSchema)).resolves.toEqual({
      requiresVerification: false,
      user,
    });
    expect(sent.at(-1)).toEqual({ method: 'POST', body: JSON.stringify(credentials) });
  });

  it('refuses an answer of another shape, naming the path and the first field wrong', async () => {
    answeringWrite(JSON.stringify({ beach: { id: 3, averageRating: '4.5', totalReviews: 2 } }));
    const failure = apiWrite('DELETE', '/api/admin/reviews/7', undefined, reviewDeletedSchema);
    await expect(failure).rejects.toBeInstanceOf(ApiResponseError);
    await expect(failure).rejects.toThrow(
      /^Unexpected answer from \/api\/admin\/reviews\/7: beach\.averageRating: .*number/,
    );
  });

  it('refuses a signed-in answer without its user, and text that is not JSON', async () => {
    answeringWrite(JSON.stringify({ requiresVerification: false }));
    await expect(apiWrite('POST', '/api/auth/login', {}, signInAnswerSchema)).rejects.toThrow(
      /^Unexpected answer from \/api\/auth\/login: user: /,
    );
    answeringWrite('<html>Sign in to the Wi-Fi</html>');
    await expect(apiWrite('POST', '/api/auth/login', {}, signInAnswerSchema)).rejects.toThrow(
      'Unexpected answer from /api/auth/login: not JSON',
    );
  });

  it('still turns a refusal into an ApiError with the server’s message, never a parse failure', async () => {
    answeringWrite(
      JSON.stringify({ error: { code: 'invalid_credentials', message: 'Invalid email or password' } }),
      401,
    );
    const failure = apiWrite('POST', '/api/auth/login', {}, signInAnswerSchema);
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure.catch((error: ApiError) => [error.status, error.serverMessage])).resolves.toEqual([
      401,
      'Invalid email or password',
    ]);
  });

  it('apiRequest reads no answer: a 204 and an ignored body both resolve to nothing', async () => {
    answeringWrite('', 204);
    await expect(apiRequest('DELETE', '/api/admin/routes/4')).resolves.toBeUndefined();
    answeringWrite(JSON.stringify({ success: true }));
    await expect(apiRequest('POST', '/api/auth/logout')).resolves.toBeUndefined();
  });
});
