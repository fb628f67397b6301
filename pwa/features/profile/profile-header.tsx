/** The top of /profile: avatar, name, email, join date, the two ways to contribute, and counts. */
import { Badge, Box, Button, Card, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { formatShortDate } from '../../../domain/common/format.ts';
import type { AuthUser } from '../../data/queries/current-user.ts';
import { fullName, UserAvatar } from '../../ui/user-avatar.tsx';

function Count({ value, label }: { value: number | undefined; label: string }) {
  return (
    <Box px="5" py="3" rounded="xl" bg="sea.50" minW="28">
      <Text fontSize="2xl" fontWeight="bold" color="sea.800" lineHeight="1.1">
        {value ?? '–'}
      </Text>
      <Text fontSize="sm" color="gray.700">
        {label}
      </Text>
    </Box>
  );
}

export function ProfileHeader({
  user,
  photoCount,
  feedbackCount,
}: {
  user: AuthUser;
  photoCount: number | undefined;
  feedbackCount: number | undefined;
}) {
  return (
    <Card.Root
      variant="outline"
      bg="white"
      rounded="2xl"
      borderColor="sand.200"
      shadow="sm"
      overflow="hidden"
    >
      <Box h={{ base: '16', md: '20' }} bgGradient="to-r" gradientFrom="sea.600" gradientTo="sea.400" />
      <Card.Body pt="0" px={{ base: '5', md: '8' }} pb={{ base: '5', md: '7' }}>
        <Flex direction={{ base: 'column', md: 'row' }} gap={{ base: '4', md: '6' }} align={{ md: 'end' }}>
          <Box mt={{ base: '-10', md: '-12' }} p="1" bg="white" rounded="full" alignSelf="start">
            <UserAvatar user={user} size={{ base: '20', md: '24' }} fontSize="2xl" />
          </Box>
          <Stack gap="1" flex="1" minW="0">
            <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="sea.900">
              {fullName(user) || 'Your profile'}
            </Heading>
            <Text color="gray.700" truncate>
              {user.email}
            </Text>
            <HStack gap="2" wrap="wrap" fontSize="sm" color="gray.600">
              <Text>Joined {formatShortDate(user.createdAt)}</Text>
              <Badge colorPalette={user.emailVerified ? 'green' : 'orange'} variant="subtle">
                {user.emailVerified ? 'Email verified' : 'Email not verified'}
              </Badge>
            </HStack>
          </Stack>
          <Stack direction={{ base: 'column', sm: 'row' }} gap="2">
            <Button asChild colorPalette="sea">
              <RouterLink to="/community/upload">Upload Photos</RouterLink>
            </Button>
            <Button asChild colorPalette="sea" variant="outline">
              <RouterLink to="/community/feedback">Share Feedback</RouterLink>
            </Button>
          </Stack>
        </Flex>
        <HStack gap="3" mt="6" wrap="wrap">
          <Count value={photoCount} label={photoCount === 1 ? 'Photo' : 'Photos'} />
          <Count value={feedbackCount} label="Feedback" />
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
