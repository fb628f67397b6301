import { ChakraProvider } from '@chakra-ui/react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appSystem } from '../app/theme.ts';
import { COPY_CONFIRMATION_MS, ShareMenu, shareLinks } from './share-menu.tsx';
import Toaster, { toaster } from './toaster.tsx';

const system = appSystem();

const target = {
  url: 'https://example.test/beach/croyde-beach',
  title: 'Croyde Bay',
  text: 'Dog rules at Croyde',
};

function renderMenu() {
  render(
    <ChakraProvider value={system}>
      <ShareMenu {...target} />
      <Toaster />
    </ChakraProvider>,
  );
}

async function openMenu() {
  fireEvent.click(screen.getByRole('link', { name: 'Share' }));
  return within(await screen.findByRole('dialog', { name: 'Share Croyde Bay' }));
}

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

afterEach(() => {
  vi.useRealTimers();
  // The toaster is app-wide and shows one toast at a time: start each test with none.
  toaster.remove();
  Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
  Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
});

describe('shareLinks', () => {
  it('encodes the URL and text for each network', () => {
    const links = shareLinks(target);
    const u = encodeURIComponent(target.url);
    expect(links.facebook).toBe(`https://www.facebook.com/sharer/sharer.php?u=${u}`);
    expect(links.x).toBe(`https://x.com/intent/tweet?text=Dog%20rules%20at%20Croyde&url=${u}`);
    expect(links.whatsapp).toBe(`https://wa.me/?text=Dog%20rules%20at%20Croyde%20${u}`);
    expect(links.email).toBe(`mailto:?subject=Croyde%20Bay&body=Dog%20rules%20at%20Croyde%0A%0A${u}`);
  });
});

describe('ShareMenu', () => {
  it('offers each network as a link, opened safely in a new tab', async () => {
    renderMenu();
    const dialog = await openMenu();
    const facebook = dialog.getByRole('link', { name: 'Share on Facebook' });
    expect(facebook).toHaveAttribute('href', shareLinks(target).facebook);
    expect(facebook).toHaveAttribute('target', '_blank');
    expect(facebook).toHaveAttribute('rel', 'noopener noreferrer');
    expect(dialog.getByRole('link', { name: 'Share on X' })).toHaveAttribute('href', shareLinks(target).x);
    expect(dialog.getByRole('link', { name: 'Share on WhatsApp' })).toHaveAttribute(
      'href',
      shareLinks(target).whatsapp,
    );
    expect(dialog.getByRole('link', { name: 'Share by email' })).toHaveAttribute(
      'href',
      shareLinks(target).email,
    );
    expect(dialog.getByLabelText('Link to this page')).toHaveValue(target.url);
  });

  it('copies the link, confirms with a toast and shows "Copied" for 2 seconds', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    stubClipboard(writeText);
    renderMenu();
    const dialog = await openMenu();
    vi.useFakeTimers();

    await act(async () => {
      fireEvent.click(dialog.getByRole('button', { name: /Copy link/ }));
    });
    expect(writeText).toHaveBeenCalledWith(target.url);
    expect(dialog.getByRole('button', { name: /Copied/ })).toBeInTheDocument();
    expect(screen.getByText('URL copied!')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(COPY_CONFIRMATION_MS - 1));
    expect(dialog.getByRole('button', { name: /Copied/ })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(dialog.getByRole('button', { name: /Copy link/ })).toBeInTheDocument();
  });

  it('says "Copy failed" when the clipboard refuses', async () => {
    stubClipboard(vi.fn().mockRejectedValue(new Error('denied')));
    renderMenu();
    const dialog = await openMenu();
    fireEvent.click(dialog.getByRole('button', { name: /Copy link/ }));
    expect(await screen.findByText('Copy failed')).toBeInTheDocument();
    expect(screen.getByText('Please copy the link manually')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: /Copy link/ })).toBeInTheDocument();
  });

  it('offers no device share button when the browser has no share sheet', async () => {
    renderMenu();
    const dialog = await openMenu();
    expect(dialog.queryByRole('button', { name: /More sharing options/ })).toBeNull();
  });

  it('opens the device share sheet when there is one', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    renderMenu();
    const dialog = await openMenu();
    fireEvent.click(dialog.getByRole('button', { name: /More sharing options/ }));
    expect(share).toHaveBeenCalledWith(target);
  });
});
