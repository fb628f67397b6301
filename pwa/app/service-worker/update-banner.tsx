/**
 * "New version available — Reload": shown while a new service worker waits. Nothing switches
 * until the visitor presses Reload (a form half filled in stays as it is); "Later" hides the
 * banner until the next visit.
 */
import { Alert, Button, HStack } from '@chakra-ui/react';
import { useState, useSyncExternalStore } from 'react';
import { subscribeToUpdateOffer, updateOffered } from './update-offer.ts';

export function UpdateBanner() {
  const apply = useSyncExternalStore(subscribeToUpdateOffer, updateOffered, () => null);
  const [dismissed, setDismissed] = useState(false);
  const [reloading, setReloading] = useState(false);
  if (!apply || dismissed) return null;
  return (
    <Alert.Root
      role="status"
      status="info"
      variant="surface"
      position="fixed"
      bottom={{ base: '3', md: '6' }}
      insetInlineStart={{ base: '3', md: '6' }}
      insetInlineEnd={{ base: '3', md: 'auto' }}
      width={{ base: 'auto', md: 'md' }}
      zIndex="banner"
      bg="white"
      borderColor="sea.300"
      color="sea.900"
      shadow="lg"
      rounded="lg"
      alignItems="center"
      flexWrap="wrap"
      gap="3"
    >
      <Alert.Content flex="1" minW="40">
        <Alert.Title fontWeight="semibold">New version available</Alert.Title>
        <Alert.Description color="sea.800">Reload to get the latest Devon Dog Beaches.</Alert.Description>
      </Alert.Content>
      <HStack gap="2">
        <Button size="sm" variant="ghost" color="sea.800" onClick={() => setDismissed(true)}>
          Later
        </Button>
        <Button
          size="sm"
          bg="sea.600"
          color="white"
          _hover={{ bg: 'sea.700' }}
          loading={reloading}
          loadingText="Reloading"
          onClick={() => {
            setReloading(true);
            apply();
          }}
        >
          Reload
        </Button>
      </HStack>
    </Alert.Root>
  );
}
