/**
 * The footer's account of the offline copy: when it was last brought up to date and how much
 * this site keeps on the phone (beach data, the app itself and map tiles, as the browser counts
 * it), with a button to sync now.
 */
import { Button, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { syncMirrorSoon } from '../../data/mirror/sync-trigger.ts';
import { formatSyncedAt, useSyncStatus } from '../../data/mirror/use-sync-status.ts';

function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

function useStorageUsed(lastSyncedAt: string | null): number | null {
  const [used, setUsed] = useState<number | null>(null);
  // Measured again after each sync (the effect reads lastSyncedAt to say so).
  useEffect(() => {
    if (!navigator.storage?.estimate || lastSyncedAt === undefined) return;
    let live = true;
    navigator.storage
      .estimate()
      .then(({ usage }) => live && setUsed(usage ?? null))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [lastSyncedAt]);
  return used;
}

/** `dark` on the footer's sea-blue, `light` on a white card (the profile). */
export function OfflineCopyInfo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const dark = tone === 'dark';
  const status = useSyncStatus();
  const used = useStorageUsed(status.lastSyncedAt);
  const synced = status.lastSyncedAt
    ? `Beach data last synced ${formatSyncedAt(status.lastSyncedAt)}.`
    : 'Beach data not saved on this device yet.';
  return (
    <Stack gap="2" align="flex-start" fontSize="sm" color={dark ? 'sea.100' : 'gray.700'}>
      <Text>
        {synced}
        {used !== null && ` This site keeps ${formatBytes(used)} here.`}
      </Text>
      {status.online && (
        <Button
          size="xs"
          variant="outline"
          color={dark ? 'white' : 'sea.800'}
          borderColor={dark ? 'sea.300' : 'sea.600'}
          _hover={{ bg: dark ? 'sea.800' : 'sea.50' }}
          loading={status.syncing}
          loadingText="Syncing…"
          onClick={() => void syncMirrorSoon()}
        >
          Sync now
        </Button>
      )}
    </Stack>
  );
}
