import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderComponent } from '../../testing/render-component.tsx';
import { UpdateBanner } from './update-banner.tsx';
import { offerUpdate } from './update-offer.ts';

afterEach(() => act(() => offerUpdate(null)));

describe('the update banner', () => {
  it('stays hidden while no new version waits', async () => {
    renderComponent(<UpdateBanner />);
    await act(async () => {});
    expect(screen.queryByText('New version available')).not.toBeInTheDocument();
  });

  it('switches versions only when the visitor presses Reload', async () => {
    const apply = vi.fn();
    const { user } = renderComponent(<UpdateBanner />);
    act(() => offerUpdate(apply));
    const banner = await screen.findByRole('status');
    expect(banner).toHaveTextContent('New version available');
    expect(apply).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(apply).toHaveBeenCalledTimes(1);
  });

  it('"Later" hides it without switching', async () => {
    const apply = vi.fn();
    const { user } = renderComponent(<UpdateBanner />);
    act(() => offerUpdate(apply));
    await user.click(await screen.findByRole('button', { name: 'Later' }));
    expect(screen.queryByText('New version available')).not.toBeInTheDocument();
    expect(apply).not.toHaveBeenCalled();
  });
});
