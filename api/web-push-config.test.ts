/** VAPID_* settings (issue #31 item 5): all three turn Web Push on, none leaves it off, anything between stops the server. */
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { webPushKeys } from './web-push-config.ts';

const keys = {
  VAPID_PUBLIC_KEY: `B${'a'.repeat(86)}`,
  VAPID_PRIVATE_KEY: 'p'.repeat(43),
  VAPID_SUBJECT: 'mailto:ops@dogs.example',
};

describe('VAPID_* settings', () => {
  it.each([
    [{ VAPID_PUBLIC_KEY: keys.VAPID_PUBLIC_KEY }, /VAPID_PRIVATE_KEY, VAPID_SUBJECT: Web Push needs/],
    [
      { VAPID_PUBLIC_KEY: keys.VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: keys.VAPID_PRIVATE_KEY },
      /^Invalid configuration:\n {2}VAPID_SUBJECT: Web Push needs/,
    ],
    [{ VAPID_SUBJECT: keys.VAPID_SUBJECT }, /VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: Web Push needs/],
    [{ ...keys, VAPID_SUBJECT: 'ops@dogs.example' }, /VAPID_SUBJECT must start with mailto: or https:\/\//],
    [{ ...keys, VAPID_PRIVATE_KEY: 'short' }, /VAPID_PRIVATE_KEY must be the 43-character key/],
  ])('refuses %o at start-up', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('turns Web Push on with all three, and leaves it off with none (empty counts as unset)', () => {
    expect(webPushKeys(loadConfig(keys))).toEqual({
      publicKey: keys.VAPID_PUBLIC_KEY,
      privateKey: keys.VAPID_PRIVATE_KEY,
      subject: 'mailto:ops@dogs.example',
    });
    expect(webPushKeys(loadConfig({}))).toBeNull();
    expect(
      webPushKeys(loadConfig({ VAPID_PUBLIC_KEY: '', VAPID_PRIVATE_KEY: '', VAPID_SUBJECT: '' })),
    ).toBeNull();
  });
});
