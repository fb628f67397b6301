/**
 * The header's account corner: Sign In for visitors (back to this page afterwards), the avatar
 * menu once someone is signed in. While the first answer is on its way a same-size blank
 * keeps the header from jumping.
 */
import { Box, Button } from '@chakra-ui/react';
import { Link as RouterLink, useLocation } from 'react-router';
import { useCurrentUser } from '../data/queries/current-user.ts';
import { UserMenu } from './user-menu.tsx';

export function AccountControl() {
  const user = useCurrentUser();
  const location = useLocation();
  if (user.isPending) return <Box w="20" h="8" aria-hidden />;
  if (user.data) return <UserMenu user={user.data} />;
  // An error (offline, server down) reads as signed out: Sign In is still the right offer.
  return (
    <Button asChild colorPalette="sea" size="sm">
      <RouterLink to={`/auth?returnTo=${encodeURIComponent(location.pathname + location.search)}`}>
        Sign In
      </RouterLink>
    </Button>
  );
}
