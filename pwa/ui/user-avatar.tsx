import { chakra, Flex, type FlexProps } from '@chakra-ui/react';
import { useState } from 'react';

interface AvatarUser {
  firstName: string | null;
  lastName: string | null;
  profileImageUrl?: string | null;
}

/** "Sam Walker", or '' when neither name is known. */
export const fullName = (user: { firstName: string | null; lastName: string | null }) =>
  [user.firstName?.trim(), user.lastName?.trim()].filter(Boolean).join(' ');

/** The initials of first and last name (spec §2 header), or "U" when there are none. */
export function userInitials(user: { firstName: string | null; lastName: string | null }): string {
  const initials = [user.firstName, user.lastName]
    .map((name) => name?.trim().charAt(0) ?? '')
    .join('')
    .toUpperCase();
  return initials || 'U';
}

/**
 * A round avatar: the profile photo when there is one and it loads, otherwise the initials
 * (a broken photo falls back to them, spec §2 "Profile"). Decorative: the name is always
 * written beside it or given to the control around it.
 */
export function UserAvatar({
  user,
  size = '9',
  fontSize = 'sm',
}: {
  user: AvatarUser;
  size?: FlexProps['boxSize'];
  fontSize?: FlexProps['fontSize'];
}) {
  const [broken, setBroken] = useState(false);
  const photo = user.profileImageUrl && !broken ? user.profileImageUrl : null;
  return (
    <Flex
      boxSize={size}
      rounded="full"
      bg="sea.600"
      color="white"
      align="center"
      justify="center"
      fontWeight="bold"
      flexShrink={0}
      overflow="hidden"
      aria-hidden
      fontSize={fontSize}
      letterSpacing="wide"
    >
      {photo ? (
        <chakra.img src={photo} alt="" boxSize="full" objectFit="cover" onError={() => setBroken(true)} />
      ) : (
        userInitials(user)
      )}
    </Flex>
  );
}
