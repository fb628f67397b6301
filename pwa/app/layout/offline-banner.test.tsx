import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_FULL_MESSAGE } from '../../data/mirror/storage-errors.ts';
import { updateSyncStatus } from '../../data/mirror/sync-status.ts';
import { renderComponent } from '../../testing/render-component.tsx';
import { OfflineBanner } from './offline-banner.tsx';

const synced = '2026-11-23T10:15:00Z';

afterEach(() => {
  act(() => updateSyncStatus({ online: true, hasData: false, lastSyncedAt: null, problem: null }));
});

describe('OfflineBanner', () => {
  it('says nothing while online', () => {
    act(() => updateSyncStatus({ online: true, hasData: true, lastSyncedAt: synced }));
    renderComponent(<OfflineBanner />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('says what is shown, and from when, once the network goes', () => {
    renderComponent(<OfflineBanner />);
    act(() => updateSyncStatus({ online: false, hasData: true, lastSyncedAt: synced }));
    // 10:15 UTC is 10:15 in London in November; the test runs in the machine's zone, so match loosely.
    expect(screen.getByRole('status')).toHaveTextContent(
      /Offline — showing what you saved on 23 Nov 2026 at \d\d:\d\d$/,
    );
  });

  it('says plainly when nothing is saved yet', () => {
    renderComponent(<OfflineBanner />);
    act(() => updateSyncStatus({ online: false, hasData: false, lastSyncedAt: null }));
    expect(screen.getByRole('status')).toHaveTextContent(/nothing is saved on this phone yet/);
  });

  it('warns when the phone is out of space, even online', () => {
    renderComponent(<OfflineBanner />);
    act(() =>
      updateSyncStatus({ online: true, problem: { kind: 'storage-full', message: STORAGE_FULL_MESSAGE } }),
    );
    expect(screen.getByRole('status')).toHaveTextContent(STORAGE_FULL_MESSAGE);
  });
});
