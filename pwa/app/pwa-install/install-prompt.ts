/**
 * Chromium's install offer: `beforeinstallprompt` fires once, early, often before React has
 * rendered anything, so main.tsx starts listening at once and keeps the event here until the
 * visitor presses "Install app". iOS has no such event: it gets written instructions instead.
 */

/** The event Chromium fires when the app can be installed (not in the DOM typings). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferred: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();

function set(event: BeforeInstallPromptEvent | null) {
  deferred = event;
  for (const listener of listeners) listener();
}

/** Keeps the install offer for later instead of letting the browser show its own mini-bar. */
export function captureInstallPrompt(target: Pick<Window, 'addEventListener'> = window) {
  target.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    set(event as BeforeInstallPromptEvent);
  });
  target.addEventListener('appinstalled', () => set(null));
}

/** Shows the browser's install dialog; the offer can be used once whatever the answer. */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const event = deferred;
  if (!event) return 'unavailable';
  set(null);
  await event.prompt();
  return (await event.userChoice).outcome;
}

/** Tells `listener` each time the browser's install offer comes or goes; returns how to stop. */
export function subscribeToInstallOffer(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while the browser has offered to install the app. */
export const installOffered = () => deferred !== null;

type Env = {
  userAgent: string;
  platform?: string;
  maxTouchPoints?: number;
  standalone?: boolean;
  displayModeStandalone: boolean;
};

/** An iPhone or iPad browsing the site (not the installed app): Add to Home Screen is manual there. */
export function needsManualInstall(env: Env): boolean {
  const ios =
    /iPhone|iPad|iPod/.test(env.userAgent) || (env.platform === 'MacIntel' && (env.maxTouchPoints ?? 0) > 1);
  return ios && !env.standalone && !env.displayModeStandalone;
}

export function browserEnv(): Env {
  const nav = navigator as Navigator & { standalone?: boolean };
  return {
    userAgent: nav.userAgent,
    platform: nav.platform,
    maxTouchPoints: nav.maxTouchPoints,
    standalone: nav.standalone,
    displayModeStandalone: window.matchMedia?.('(display-mode: standalone)').matches ?? false,
  };
}
