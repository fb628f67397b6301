/**
 * The listing at a planned moment (issue #31 item 2): the address's `at` sets what each card says
 * of dogs, the tide and daylight, and what "dogs allowed" filters; the picker moves the address.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { beachApiHandlers } from '../../testing/beach-api-handlers.ts';
import { buildApiBeach } from '../../testing/factories.ts';
import { renderRoute } from '../../testing/render-route.tsx';
import { server } from '../../testing/server.ts';

const croyde = buildApiBeach({
  name: 'Croyde Bay',
  location: 'North Devon',
  latitude: '51.1319',
  longitude: '-4.2364',
  accessType: 'seasonal',
  dogAccessStatus: 'seasonal_ban',
  validationSourceUrl: 'https://council.example/dog-rules',
  dogRules: [{ kind: 'no-dogs', zone: null, period: { from: '05-01', to: '09-30' }, hours: 'all-day' }],
});
const saunton = buildApiBeach({
  name: 'Saunton Sands',
  location: 'North Devon',
  latitude: '51.1168',
  longitude: '-4.2211',
  validationSourceUrl: 'https://council.example/dog-rules',
  dogRules: [],
});

function setup(path: string) {
  server.use(...beachApiHandlers([croyde, saunton]));
  return renderRoute(path);
}

const card = (name: string) =>
  screen.getByRole('link', { name }).closest('.chakra-card__root') as HTMLElement;

describe('the listing at a planned moment', () => {
  it('says each beach at Saturday 14:00, with the tide and daylight then', async () => {
    setup('/beaches?at=2026-04-25T14:00');
    await screen.findByText('Showing 1 to 2 of 2 beaches');
    expect(screen.getByTestId('moment-summary')).toHaveTextContent(
      'Dogs, tide and daylight for Sat 25 Apr, 14:00',
    );
    expect(within(card('Croyde Bay')).getByTestId('dog-today')).toHaveTextContent('Dogs welcome that day');
    expect(screen.getByRole('checkbox', { name: 'Dogs allowed at that time' })).toBeInTheDocument();
    const conditions = await within(card('Croyde Bay')).findByTestId(
      'moment-conditions',
      {},
      { timeout: 10_000 },
    );
    await waitFor(
      () => expect(conditions).toHaveTextContent(/^Tide (rising|falling), \d+\.\d m · daylight$/),
      {
        timeout: 10_000,
      },
    );
  });

  it('says "No dogs" at Croyde on 1 May, and the filter leaves it out then', async () => {
    const { router } = setup('/beaches?at=2026-05-01T14:00');
    await screen.findByText('Showing 1 to 2 of 2 beaches');
    expect(within(card('Croyde Bay')).getByTestId('dog-today')).toHaveTextContent('No dogs until 30 Sep');
    expect(within(card('Croyde Bay')).getByTestId('dog-today')).toHaveAttribute('data-tone', 'closed');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Dogs allowed at that time' }));
    await waitFor(() => expect(router.state.location.search).toBe('?dogsToday=true&at=2026-05-01T14%3A00'));
    expect(await screen.findByText('Showing 1 to 1 of 1 beach')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Croyde Bay' })).not.toBeInTheDocument();
  });

  it('moves the address with the day links, the day-and-time field, and Now', async () => {
    const { router } = setup('/beaches?location=North+Devon');
    await screen.findByText('Showing 1 to 2 of 2 beaches');
    expect(screen.getByTestId('moment-summary')).toHaveTextContent('Dog rules as they are now');
    const days = screen.getByRole('list', { name: 'Pick a day' });
    expect(within(days).getByRole('link', { name: 'Now' })).toHaveAttribute('aria-current', 'true');
    expect(within(days).getByRole('link', { name: 'Tomorrow' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/beaches\?location=North\+Devon&at=\d{4}-\d\d-\d\dT12%3A00$/),
    );

    const field = screen.getByLabelText('Any day and time');
    await userEvent.clear(field);
    await userEvent.type(field, '2026-05-01T14:00');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?location=North+Devon&at=2026-05-01T14%3A00'),
    );
    expect(await within(card('Croyde Bay')).findByText('No dogs until 30 Sep')).toBeInTheDocument();

    await userEvent.click(within(days).getByRole('link', { name: 'Now' }));
    await waitFor(() => expect(router.state.location.search).toBe('?location=North+Devon'));
  });

  it('is a plain GET form that keeps the other query keys, for a page before its script runs', async () => {
    setup('/beaches?location=North+Devon&page=1&dogsToday=true');
    await screen.findByText(/^Showing \d/);
    const form = screen.getByLabelText('Any day and time').closest('form') as HTMLFormElement;
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/beaches');
    const hidden = [...form.querySelectorAll<HTMLInputElement>('input[type=hidden]')].map(
      (input) => `${input.name}=${input.value}`,
    );
    expect(hidden).toEqual(['location=North Devon', 'dogsToday=true']);
    expect(screen.getByLabelText('Any day and time')).toHaveAttribute('name', 'at');
  });
});
