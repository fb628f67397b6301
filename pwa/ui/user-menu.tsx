/**
 * The signed-in header control (spec §2 "Shared header"): an avatar button with the user's
 * initials that opens an account menu. It follows the WAI-ARIA menu-button pattern: Enter,
 * Space or ArrowDown open it on the first item, ArrowUp on the last, Escape closes it and
 * returns focus here. The menu itself is loaded on first use (or when the pointer or focus
 * reaches the button) to keep it out of the first visit's JavaScript. Signing out with the
 * user's writes still waiting asks first (sign-out-dialog.tsx, issue #28 §4).
 */
import { Box, chakra } from '@chakra-ui/react';
import { type KeyboardEvent, lazy, Suspense, useId, useRef, useState } from 'react';
// The count's own store, not outbox.ts: the header is on every first visit, that module's hooks are not.
import { getOutboxStatus } from '../data/outbox/outbox-status.ts';
import type { AuthUser } from '../data/queries/current-user.ts';
import { useLogout } from '../data/writes/sign-out.ts';
import { fullName, UserAvatar } from './user-avatar.tsx';
import type { MenuFocus } from './user-menu-panel.tsx';

const loadPanel = () => import('./user-menu-panel.tsx');
const UserMenuPanel = lazy(loadPanel);
const SignOutDialog = lazy(() => import('./sign-out-dialog.tsx'));

/** The toaster loads with the first toast, never with the header (the first visit's budget). */
const notifyLater = async (...toast: Parameters<typeof import('./toaster.tsx').notify>) =>
  (await import('./toaster.tsx')).notify(...toast);

export function UserMenu({ user }: { user: AuthUser }) {
  const [open, setOpen] = useState<MenuFocus | null>(null);
  /** The user's items waiting when they chose Sign Out (null: not asking). */
  const [asking, setAsking] = useState<number | null>(null);
  const logout = useLogout(notifyLater);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const name = fullName(user) || user.email;

  const close = (refocus: boolean) => {
    setOpen(null);
    if (refocus) button.current?.focus();
  };
  const signOut = () => {
    if (logout.isPending) return;
    const { waiting } = getOutboxStatus();
    if (waiting > 0) {
      close(false);
      setAsking(waiting);
      return;
    }
    logout.mutate(undefined, { onSettled: () => close(false) });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  return (
    <Box position="relative">
      <chakra.button
        ref={button}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open !== null}
        aria-controls={open ? menuId : undefined}
        aria-label={`Account menu for ${name}`}
        onClick={() => (open ? close(false) : setOpen('first'))}
        onKeyDown={onKeyDown}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        rounded="full"
        p="0.5"
        borderWidth="2px"
        borderColor={open ? 'sea.300' : 'transparent'}
        _hover={{ borderColor: 'sea.200' }}
        cursor="pointer"
        display="flex"
      >
        <UserAvatar user={{ ...user, profileImageUrl: null }} />
      </chakra.button>
      {open && (
        <Suspense fallback={null}>
          <UserMenuPanel
            user={user}
            menuId={menuId}
            focus={open}
            onClose={close}
            anchor={button}
            signingOut={logout.isPending}
            onSignOut={signOut}
          />
        </Suspense>
      )}
      {asking !== null && (
        <Suspense fallback={null}>
          <SignOutDialog
            user={user}
            waiting={asking}
            busy={logout.isPending}
            onConfirm={() => logout.mutate(undefined, { onSettled: () => setAsking(null) })}
            onCancel={() => {
              setAsking(null);
              button.current?.focus();
            }}
          />
        </Suspense>
      )}
    </Box>
  );
}
