/**
 * "Also send reminders to this phone" (issue #31 item 5), for the My beaches screen. Shown only
 * where the browser can take push notifications and the server has push set up (a key from
 * /api/push/config); the same reminders as the email then arrive as notifications. Turning it on
 * or off needs a connection; the states say plainly what is happening and what went wrong.
 */
import { Box, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSyncStatus } from '../../data/mirror/use-sync-status.ts';
import { pushConfigQuery } from '../../data/queries/get-push-config.ts';
import { queryKeys } from '../../data/queries/query-keys.ts';
import {
  browserCanPush,
  NotificationsBlocked,
  subscribeThisPhone,
  thisPhoneQuery,
  unsubscribeThisPhone,
} from '../../data/writes/push-subscription.ts';
import { SwitchLine } from '../../ui/switch-line.tsx';

function failureWords(error: Error, turningOn: boolean): string {
  if (error instanceof NotificationsBlocked) {
    return 'Notifications are blocked for this site. Allow them in your browser’s site settings, then try again.';
  }
  return turningOn
    ? 'Could not turn on reminders on this phone. Please try again.'
    : 'Could not turn off reminders on this phone. Please try again.';
}

function statusWords(on: boolean, busy: boolean, online: boolean): string {
  if (busy) return on ? 'Turning off…' : 'Turning on…';
  if (!online) return 'You are offline: you can change this when you have a signal.';
  return on
    ? 'This phone gets a notification when the dog rules at your beaches are about to change.'
    : 'Reminders come by email only.';
}

export function PushReminders() {
  const canPush = browserCanPush();
  const { online } = useSyncStatus();
  const config = useQuery({ ...pushConfigQuery(), enabled: canPush });
  const thisPhone = useQuery({ ...thisPhoneQuery(), enabled: canPush });
  const queryClient = useQueryClient();
  const toggle = useMutation({
    mutationFn: (turnOn: boolean) =>
      turnOn && config.data ? subscribeThisPhone(config.data.publicKey) : unsubscribeThisPhone(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.push.thisPhone }),
  });

  if (!canPush || !config.data || thisPhone.data === undefined) return null;
  const on = thisPhone.data;
  const busy = toggle.isPending;
  return (
    <Box borderWidth="1px" rounded="lg" p="4">
      <Stack gap="2">
        <SwitchLine
          checked={on}
          disabled={busy || !online}
          onChange={(checked) => toggle.mutate(checked)}
          describedBy="push-reminders-status"
        >
          Also send reminders to this phone
        </SwitchLine>
        <Text id="push-reminders-status" fontSize="sm" color="fg.muted" aria-live="polite">
          {statusWords(on, busy, online)}
        </Text>
        {toggle.error && !busy ? (
          <Text fontSize="sm" color="fg.error" role="alert">
            {failureWords(toggle.error, toggle.variables === true)}
          </Text>
        ) : null}
      </Stack>
    </Box>
  );
}
