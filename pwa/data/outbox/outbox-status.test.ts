import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  getOutboxStatus,
  outboxMayHoldItems,
  subscribeOutboxStatus,
  updateOutboxStatus,
} from './outbox-status.ts';

const NOTHING = { waiting: 0, needsAttention: 0, otherAccounts: 0, madeSignedOut: 0, progress: {} };
afterEach(() => updateOutboxStatus(NOTHING));

describe('the outbox status', () => {
  it('tells its subscribers only when something changed', () => {
    updateOutboxStatus({ waiting: 2, needsAttention: 0, otherAccounts: 0 });
    const before = getOutboxStatus();
    const listener = vi.fn();
    const stop = subscribeOutboxStatus(listener);

    // The runner's count after storing or sending an analytics event: the same numbers.
    updateOutboxStatus({ waiting: 2, needsAttention: 0, otherAccounts: 0 });
    expect(listener).not.toHaveBeenCalled();
    expect(getOutboxStatus()).toBe(before);

    updateOutboxStatus({ waiting: 1, needsAttention: 0, otherAccounts: 0 });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(getOutboxStatus()).toMatchObject({ waiting: 1 });

    updateOutboxStatus({ progress: { 'write-1': 0.5 } });
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
  });

  it("notes another account's items too, so the outbox starts early after a reload", () => {
    updateOutboxStatus({ waiting: 0, otherAccounts: 2 });
    expect(outboxMayHoldItems()).toBe(true);
    expect(localStorage.getItem('ddb.outbox.others')).toBe('2');
    expect(localStorage.getItem('ddb.outbox.waiting')).toBeNull();
    updateOutboxStatus({ otherAccounts: 0, madeSignedOut: 1 });
    expect(localStorage.getItem('ddb.outbox.others')).toBe('1');
    updateOutboxStatus({ madeSignedOut: 0 });
    expect(outboxMayHoldItems()).toBe(false);
    expect(localStorage.getItem('ddb.outbox.others')).toBeNull();
  });
});
