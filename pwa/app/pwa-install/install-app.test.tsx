import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderComponent } from '../../testing/render-component.tsx';
import { InstallApp } from './install-app.tsx';
import { captureInstallPrompt, needsManualInstall } from './install-prompt.ts';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Version/18.1 Safari';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/131 Mobile Safari/537.36';

describe('needsManualInstall', () => {
  it('is true on an iPhone or an iPad (which says it is a Mac) in the browser', () => {
    expect(needsManualInstall({ userAgent: IPHONE, displayModeStandalone: false })).toBe(true);
    expect(
      needsManualInstall({
        userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari/605',
        platform: 'MacIntel',
        maxTouchPoints: 5,
        displayModeStandalone: false,
      }),
    ).toBe(true);
  });

  it('is false once installed, on a Mac without touch, and on Android', () => {
    expect(needsManualInstall({ userAgent: IPHONE, standalone: true, displayModeStandalone: false })).toBe(
      false,
    );
    expect(needsManualInstall({ userAgent: IPHONE, displayModeStandalone: true })).toBe(false);
    expect(
      needsManualInstall({
        userAgent: 'Macintosh',
        platform: 'MacIntel',
        maxTouchPoints: 0,
        displayModeStandalone: false,
      }),
    ).toBe(false);
    expect(needsManualInstall({ userAgent: ANDROID, displayModeStandalone: false })).toBe(false);
  });
});

describe('the install offer', () => {
  it('shows nothing until the browser offers installation, then prompts once on click', async () => {
    captureInstallPrompt();
    const { user } = renderComponent(<InstallApp />);
    await act(async () => {});
    expect(screen.queryByRole('button', { name: 'Install app' })).not.toBeInTheDocument();

    const prompt = vi.fn(async () => {});
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt,
      userChoice: Promise.resolve({ outcome: 'accepted' as const }),
    });
    act(() => {
      window.dispatchEvent(offer);
    });
    expect(offer.defaultPrevented).toBe(true); // no browser mini-bar: our button instead
    await user.click(await screen.findByRole('button', { name: 'Install app' }));
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Install app' })).not.toBeInTheDocument();
  });

  it('on an iPhone explains Add to Home Screen and the 7-day storage rule', async () => {
    const agent = vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE);
    try {
      renderComponent(<InstallApp />);
      const steps = await screen.findByRole('region', { name: 'Install on your iPhone or iPad' });
      expect(steps).toHaveTextContent('Add to Home Screen');
      expect(steps).toHaveTextContent('7 days');
      // It keeps what the app really stores: there are no "saved beaches".
      expect(steps).toHaveTextContent(
        'keeps the beach directory, tides, and your photos, reviews and feedback',
      );
      expect(steps).not.toHaveTextContent('saved beaches');
    } finally {
      agent.mockRestore();
    }
  });
});
