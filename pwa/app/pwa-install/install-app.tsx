/**
 * The footer's "Install app" offer: a button where the browser offers installation
 * (beforeinstallprompt), written Add to Home Screen steps on an iPhone or iPad, nothing otherwise
 * (already installed, or a browser that cannot install).
 */
import { Box, Button, chakra, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import {
  browserEnv,
  installOffered,
  needsManualInstall,
  promptInstall,
  subscribeToInstallOffer,
} from './install-prompt.ts';

export function InstallApp() {
  const canInstall = useSyncExternalStore(subscribeToInstallOffer, installOffered, () => false);
  const [manual, setManual] = useState(false);
  // Read after mounting: the server (and the first render) cannot know the device.
  useEffect(() => setManual(needsManualInstall(browserEnv())), []);

  if (canInstall) {
    return (
      <Stack gap="2" align="flex-start">
        <Button
          size="sm"
          bg="white"
          color="sea.900"
          _hover={{ bg: 'sea.50' }}
          onClick={() => {
            void promptInstall();
          }}
        >
          Install app
        </Button>
        <Text fontSize="sm" color="sea.100">
          Opens from your home screen and works at the beach with no signal.
        </Text>
      </Stack>
    );
  }
  if (!manual) return null;
  return (
    <Box as="section" aria-labelledby="install-ios-heading" fontSize="sm" color="sea.100">
      <Text id="install-ios-heading" fontWeight="bold" color="white" mb="1">
        Install on your iPhone or iPad
      </Text>
      <chakra.ol listStyleType="decimal" ps="5" mb="2">
        <li>
          Tap the <strong>Share</strong> button (the square with an arrow).
        </li>
        <li>
          Choose <strong>Add to Home Screen</strong>, then <strong>Add</strong>.
        </li>
      </chakra.ol>
      <Text>
        Installed, the app keeps the beach directory, tides, and your photos, reviews and feedback waiting to
        send: Safari clears a website's saved data after 7 days without a visit, but not an installed app's.
      </Text>
    </Box>
  );
}
