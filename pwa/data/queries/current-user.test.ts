import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../testing/account-handlers.ts';
import { server } from '../../testing/server.ts';
import { currentUserQuery } from './current-user.ts';
import { createQueryClient } from './query-client.ts';

const ask = () => createQueryClient().fetchQuery(currentUserQuery());

describe('who is signed in (GET /api/auth/user)', () => {
  it('takes the answer null as nobody signed in, and forgets the account the phone remembered', async () => {
    localStorage.setItem('ddb.user', JSON.stringify(buildUser()));
    server.use(http.get('/api/auth/user', () => HttpResponse.json(null)));
    await expect(ask()).resolves.toBeNull();
    expect(localStorage.getItem('ddb.user')).toBeNull();
  });

  it('takes a user as signed in, and remembers them for when there is no signal', async () => {
    const sam = buildUser();
    server.use(http.get('/api/auth/user', () => HttpResponse.json(sam)));
    await expect(ask()).resolves.toEqual(sam);
    expect(JSON.parse(localStorage.getItem('ddb.user') ?? 'null')).toEqual(sam);
  });
});
