import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useNewestSearchParams } from './use-newest-search-params.ts';

/** The loaders' answers not given yet: the page's loader answers only when told, as on a weak signal. */
const waiting: Array<() => void> = [];

function Page() {
  const [params, setParams] = useNewestSearchParams();
  const add = (name: string) => () =>
    setParams((newest) => {
      const next = new URLSearchParams(newest);
      next.set(name, 'true');
      return next;
    });
  return (
    <>
      <output>{params.toString() || 'none'}</output>
      <button type="button" onClick={add('hasParking')}>
        Parking
      </button>
      <button type="button" onClick={add('hasCafe')}>
        Cafe
      </button>
    </>
  );
}

function setUp() {
  waiting.length = 0;
  const router = createMemoryRouter(
    [
      {
        path: '/beaches',
        element: <Page />,
        loader: () => new Promise<null>((done) => waiting.push(() => done(null))),
      },
    ],
    { initialEntries: ['/beaches'], hydrationData: { loaderData: { 0: null } } },
  );
  render(<RouterProvider router={router} />);
  const answerAll = () =>
    act(async () => {
      for (const answer of waiting.splice(0)) answer();
    });
  return { router, answerAll };
}

describe('useNewestSearchParams', () => {
  it('builds a second change on the first while the page still shows the old address', async () => {
    const { router, answerAll } = setUp();
    act(() => screen.getByRole('button', { name: 'Parking' }).click());
    act(() => screen.getByRole('button', { name: 'Cafe' }).click());
    await answerAll();
    expect(router.state.location.search).toBe('?hasParking=true&hasCafe=true');
    expect(screen.getByRole('status')).toHaveTextContent('hasParking=true&hasCafe=true');
  });

  it('starts afresh from an address nobody here asked for (back, a link)', async () => {
    const { router, answerAll } = setUp();
    act(() => screen.getByRole('button', { name: 'Parking' }).click());
    await answerAll();
    act(() => void router.navigate('/beaches?location=Torbay'));
    await answerAll();
    act(() => screen.getByRole('button', { name: 'Cafe' }).click());
    await answerAll();
    expect(router.state.location.search).toBe('?location=Torbay&hasCafe=true');
  });

  it('starts afresh when the page goes back to where it began', async () => {
    const { router, answerAll } = setUp();
    act(() => screen.getByRole('button', { name: 'Parking' }).click());
    await answerAll();
    act(() => void router.navigate(-1));
    await answerAll();
    expect(router.state.location.search).toBe('');
    act(() => screen.getByRole('button', { name: 'Cafe' }).click());
    await answerAll();
    expect(router.state.location.search).toBe('?hasCafe=true');
  });
});
