import { afterEach, describe, expect, it, vi } from 'vitest';
import { getOutboxStatus, subscribeOutboxStatus, updateOutboxStatus } from './outbox-status.ts';

afterEach(() => updateOutboxStatus({ waiting: 0, needsAttention: 0, waitingForAccount: 0, progress: {} }));

describe('the outbox status', () => {
  it('tells its subscribers only when something changed', () => {
    updateOutboxStatus({ waiting: 2, needsAttention: 0, waitingForAccount: 0 });
    const before = getOutboxStatus();
    const listener = vi.fn();
    const stop = subscribeOutboxStatus(listener);

    // The runner's count after storing or sending an analytics event: the same numbers.
    updateOutboxStatus({ waiting: 2, needsAttention: 0, waitingForAccount: 0 });
    expect(listener).not.toHaveBeenCalled();
    expect(getOutboxStatus()).toBe(before);

    updateOutboxStatus({ waiting: 1, needsAttention: 0, waitingForAccount: 0 });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(getOutboxStatus()).toMatchObject({ waiting: 1 });

    updateOutboxStatus({ progress: { 'write-1': 0.5 } });
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
  });
});
