/**
 * Under the header, while there is no network: what the screens are showing and from when
 * ("Offline — showing what you saved on 23 Nov 2026 at 10:15"), or that nothing is saved yet.
 * Also says so when the phone is out of space for the offline copy, online or not.
 */
import { Box, Container, HStack, Text } from '@chakra-ui/react';
import { formatSyncedAt, useSyncStatus } from '../../data/mirror/use-sync-status.ts';

function bannerText(
  status: ReturnType<typeof useSyncStatus>,
): { tone: 'offline' | 'warning'; text: string } | null {
  if (status.problem?.kind === 'storage-full') return { tone: 'warning', text: status.problem.message };
  if (status.online) return null;
  if (status.hasData && status.lastSyncedAt) {
    return {
      tone: 'offline',
      text: `Offline — showing what you saved on ${formatSyncedAt(status.lastSyncedAt)}`,
    };
  }
  return {
    tone: 'offline',
    text: 'Offline — nothing is saved on this phone yet. Open the app once with a signal and the beaches are kept for next time.',
  };
}

export function OfflineBanner() {
  const status = useSyncStatus();
  const banner = bannerText(status);
  return (
    // Always in the page, so screen readers announce the change when it appears.
    <Box role="status" aria-live="polite">
      {banner && (
        <Box
          bg={banner.tone === 'offline' ? 'sea.900' : 'sand.200'}
          color={banner.tone === 'offline' ? 'white' : 'gray.900'}
          borderBottomWidth="1px"
          borderColor={banner.tone === 'offline' ? 'sea.700' : 'sand.400'}
        >
          <Container maxW="7xl" py="2">
            <HStack gap="2" align="flex-start">
              <Box as="span" aria-hidden fontSize="sm" lineHeight="short" pt="0.5">
                {banner.tone === 'offline' ? '⚡' : '⚠'}
              </Box>
              <Text fontSize="sm" fontWeight="medium">
                {banner.text}
              </Text>
            </HStack>
          </Container>
        </Box>
      )}
    </Box>
  );
}
