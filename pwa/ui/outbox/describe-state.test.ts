import { describe, expect, it } from 'vitest';
import { describeState } from './describe-state.ts';

const item = (
  state: 'pending' | 'sending' | 'waiting-sign-in' | 'needs-attention',
  userId: number | null = 7,
) => ({
  state,
  userId,
  attempts: 0,
});
const online = { online: true, signedInId: null };

describe('describeState', () => {
  it('says why a pending item waits: no signal, or the server asked for later', () => {
    expect(describeState(item('pending'), { online: false, signedInId: 7 }).words).toBe('Waiting for signal');
    expect(describeState({ ...item('pending'), attempts: 2 }, { online: true, signedInId: 7 }).words).toBe(
      'Will try again soon',
    );
    expect(describeState(item('sending'), online).words).toBe('Sending…');
  });

  it('does not blame the server for tries that found no network', () => {
    const triedOffline = { ...item('pending'), attempts: 5, reachedAttempts: 0 };
    expect(describeState(triedOffline, { online: true, signedInId: 7 }).words).toBe('Waiting for signal');
    expect(
      describeState({ ...triedOffline, reachedAttempts: 1 }, { online: true, signedInId: 7 }).words,
    ).toBe('Will try again soon');
  });

  it('does not say sending with no signal: an attempt cut off by a reload waits for the signal', () => {
    expect(describeState({ ...item('sending'), attempts: 2 }, { online: false, signedInId: 7 }).words).toBe(
      'Waiting for signal',
    );
  });

  it('says an item parked for its account waits for sign-in, with nothing to try now', () => {
    expect(describeState(item('waiting-sign-in'), { online: true, signedInId: undefined })).toEqual({
      words: 'Sign in to send',
      palette: 'purple',
      parked: true,
    });
  });

  it('treats an item parked for the account signed in now as pending', () => {
    expect(describeState(item('waiting-sign-in'), { online: false, signedInId: 7 })).toEqual({
      words: 'Waiting for signal',
      palette: 'gray',
    });
    expect(
      describeState(item('waiting-sign-in', null), { online: false, signedInId: null }).parked,
    ).toBeUndefined();
  });

  it('says when the server refused it', () => {
    expect(describeState(item('needs-attention'), online)).toEqual({
      words: 'Needs attention',
      palette: 'red',
    });
  });
});
