/**
 * The header's count of the user's writes still on the phone ("2 waiting"), shown only while
 * something waits; orange, with a warning sign, once the server has refused one. With none of
 * theirs but some of another account's, a quiet grey count with a lock: the dialog says only that
 * they wait for someone else (issue #28 §1). It opens the "Waiting to send" dialog, whose code
 * (and the outbox's, Dexie) loads only then: this file is on every first visit, so it stays small.
 */
import { Button, chakra } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
// The count's own store, not outbox.ts: that module's other hooks would join every first visit.
import {
  getOutboxStatus,
  getServerOutboxStatus,
  subscribeOutboxStatus,
} from '../../data/outbox/outbox-status.ts';

const loadDialog = () => import('./waiting-dialog.tsx');
const WaitingDialog = lazy(loadDialog);

// Drawn here, not with ui/glyph.tsx: this file is on every first visit, the glyph's path list is not.
const ICONS = {
  upload: 'M16 16l-4-4-4 4M12 12v9M20.4 18.4A5 5 0 0 0 18 9h-1.3A8 8 0 1 0 3 16.3',
  attention: 'M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0ZM12 9v4M12 17h.01',
  others: 'M5 11h14v10H5ZM8 11V7a4 4 0 0 1 8 0v4',
};

/**
 * "2 items waiting to send, 1 needs attention": the badge's name for screen readers. None of the
 * user's but `others` of someone else's: "2 items waiting to send for another account".
 */
export function outboxBadgeName(waiting: number, needsAttention: number, others = 0): string {
  if (waiting === 0)
    return `${others} ${others === 1 ? 'item' : 'items'} waiting to send for another account`;
  const name = `${waiting} ${waiting === 1 ? 'item' : 'items'} waiting to send`;
  return needsAttention > 0
    ? `${name}, ${needsAttention} ${needsAttention === 1 ? 'needs' : 'need'} attention`
    : name;
}

export function OutboxBadge() {
  const { waiting, needsAttention, otherAccounts, madeSignedOut } = useSyncExternalStore(
    subscribeOutboxStatus,
    getOutboxStatus,
    getServerOutboxStatus,
  );
  const others = otherAccounts + madeSignedOut;
  const onlyOthers = waiting === 0 && others > 0;
  const shown = onlyOthers ? others : waiting;
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // "Sign in to send" leads to the sign-in page (or, there already, to itself): the dialog closes
  // with any navigation. Each navigation has its own key, even to the same address.
  const { key: navigation } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: close whenever a navigation happens
  useEffect(() => setOpen(false), [navigation]);

  const attention = needsAttention > 0;
  return (
    <>
      {shown > 0 && (
        <Button
          ref={button}
          size="sm"
          variant="subtle"
          colorPalette={onlyOthers ? 'gray' : attention ? 'orange' : 'sea'}
          position="relative"
          h={{ base: '8', sm: '9' }}
          minW={{ base: '8', sm: '9' }}
          px={{ base: '0', sm: '2.5' }}
          gap="1.5"
          aria-label={outboxBadgeName(waiting, needsAttention, others)}
          aria-haspopup="dialog"
          onPointerEnter={() => void loadDialog()}
          onFocus={() => void loadDialog()}
          onClick={() => {
            setOpened(true);
            setOpen(true);
          }}
        >
          <chakra.svg
            viewBox="0 0 24 24"
            boxSize="4.5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
            aria-hidden
            focusable="false"
          >
            <path d={onlyOthers ? ICONS.others : attention ? ICONS.attention : ICONS.upload} />
          </chakra.svg>
          <chakra.span display={{ base: 'none', sm: 'inline' }}>{shown} waiting</chakra.span>
          {/* A phone's header has no room for words: the count sits on the icon's corner. */}
          <chakra.span
            display={{ base: 'flex', sm: 'none' }}
            position="absolute"
            top="-1.5"
            right="-1.5"
            minW="5"
            h="5"
            px="1"
            alignItems="center"
            justifyContent="center"
            rounded="full"
            borderWidth="2px"
            borderColor="white"
            bg={onlyOthers ? 'gray.600' : attention ? 'orange.700' : 'sea.700'}
            color="white"
            fontSize="xs"
            fontWeight="bold"
            lineHeight="1"
          >
            {shown}
          </chakra.span>
        </Button>
      )}
      {/* Kept once opened, so it can close with its animation and keep its state. */}
      {opened && (
        <Suspense fallback={null}>
          <WaitingDialog open={open} onClose={() => setOpen(false)} returnFocusTo={button} />
        </Suspense>
      )}
    </>
  );
}
