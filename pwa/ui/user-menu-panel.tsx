/**
 * The account menu's dropdown (loaded on first open): who is signed in, then Profile, Upload
 * Photos, My Feedback and Sign Out as menu items that arrow keys move between.
 */
import { Box, chakra, Flex, Separator, Text } from '@chakra-ui/react';
import { type KeyboardEvent, type RefObject, useCallback, useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router';
import type { AuthUser } from '../data/queries/current-user.ts';
import { fullName, UserAvatar } from './user-avatar.tsx';

export type MenuFocus = 'first' | 'last';

const ITEM_STYLE = {
  display: 'flex',
  alignItems: 'center',
  w: 'full',
  px: '3',
  py: '2',
  rounded: 'md',
  fontSize: 'sm',
  fontWeight: 'medium',
  color: 'gray.800',
  textAlign: 'start',
  cursor: 'pointer',
  _hover: { bg: 'sea.50', color: 'sea.800' },
  _focusVisible: { bg: 'sea.50', color: 'sea.800', outlineOffset: '-2px' },
} as const;

const LINKS = [
  { to: '/profile', label: 'Profile' },
  { to: '/community/upload', label: 'Upload Photos' },
  { to: '/community/feedback', label: 'My Feedback' },
] as const;

interface Props {
  user: AuthUser;
  menuId: string;
  focus: MenuFocus;
  onClose: (refocus: boolean) => void;
  anchor: RefObject<HTMLButtonElement | null>;
  /** Signs out, or first asks when the user's writes still wait (user-menu.tsx). */
  onSignOut: () => void;
  signingOut: boolean;
}

export default function UserMenuPanel({
  user,
  menuId,
  focus,
  onClose,
  anchor,
  onSignOut,
  signingOut,
}: Props) {
  const panel = useRef<HTMLDivElement>(null);
  const items = useCallback(
    () => Array.from(panel.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []),
    [],
  );

  useEffect(() => {
    const list = items();
    (focus === 'first' ? list[0] : list.at(-1))?.focus();
  }, [focus, items]);

  useEffect(() => {
    // A click anywhere else closes the menu (the button toggles it itself).
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !anchor.current?.contains(target)) onClose(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [onClose, anchor]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      list[(to + list.length) % list.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(index + 1);
    else if (event.key === 'ArrowUp') move(index - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(list.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      onClose(true);
    } else if (event.key === 'Tab') onClose(false);
  };

  return (
    <Box
      ref={panel}
      position="absolute"
      top="calc(100% + 8px)"
      right="0"
      w="72"
      maxW="calc(100vw - 2rem)"
      bg="white"
      rounded="xl"
      borderWidth="1px"
      borderColor="sand.200"
      shadow="lg"
      p="2"
      zIndex="dropdown"
      onKeyDown={onKeyDown}
    >
      <Flex align="center" gap="3" px="3" py="2.5">
        <UserAvatar user={{ ...user, profileImageUrl: null }} size="10" />
        <Box minW="0">
          <Text fontWeight="semibold" color="gray.900" truncate>
            {fullName(user) || 'Your account'}
          </Text>
          <Text fontSize="sm" color="gray.600" truncate>
            {user.email}
          </Text>
        </Box>
      </Flex>
      <Separator borderColor="sand.200" my="1" />
      <Box id={menuId} role="menu" aria-label="Account" aria-orientation="vertical">
        {LINKS.map((link) => (
          <chakra.a key={link.to} asChild {...ITEM_STYLE}>
            <RouterLink to={link.to} role="menuitem" tabIndex={-1} onClick={() => onClose(false)}>
              {link.label}
            </RouterLink>
          </chakra.a>
        ))}
        <Separator borderColor="sand.200" my="1" role="separator" />
        <chakra.button
          type="button"
          role="menuitem"
          tabIndex={-1}
          {...ITEM_STYLE}
          color="red.700"
          aria-disabled={signingOut}
          onClick={onSignOut}
        >
          {signingOut ? 'Signing out...' : 'Sign Out'}
        </chakra.button>
      </Box>
    </Box>
  );
}
