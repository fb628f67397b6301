/**
 * The "Is this right?" sheet: from the bottom on a phone, a dialog on a wider screen. A signed-in
 * visitor says whether the sign agrees (report-form.tsx) and is thanked (report-thanks.tsx); a
 * signed-out one is asked to sign in first, and comes back to this beach afterwards. What was
 * typed stays while the sheet is closed and opened again, until it is sent.
 */
import { Button, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import type { Beach } from '../../../../../domain/beaches/beach.ts';
import { useCurrentUser } from '../../../../data/queries/current-user.ts';
import { DialogFrame } from '../../../../ui/dialog-frame.tsx';
import { type Delivery, ReportForm } from './report-form.tsx';
import { ReportThanks } from './report-thanks.tsx';
import type { RuleWords } from './rule-words.ts';

interface ReportSheetProps {
  open: boolean;
  onClose: () => void;
  beach: Beach;
  ruleIndex: number | null;
  words: RuleWords;
  returnFocus: () => HTMLElement | null;
}

function SignInPrompt() {
  const location = useLocation();
  const returnTo = encodeURIComponent(location.pathname + location.search);
  return (
    <Stack gap="3">
      <Text color="gray.800">
        Sign in to tell us what the sign says. It takes a minute, and we’ll bring you back here.
      </Text>
      <Button asChild colorPalette="sea" alignSelf="start">
        <RouterLink to={`/auth?returnTo=${returnTo}`}>Sign in</RouterLink>
      </Button>
    </Stack>
  );
}

export function ReportSheet({ open, onClose, beach, ruleIndex, words, returnFocus }: ReportSheetProps) {
  const user = useCurrentUser();
  const [delivery, setDelivery] = useState<Delivery | null>(null);
  // The form is mounted afresh once a report was sent: a new one starts empty.
  const [round, setRound] = useState(0);
  const close = () => {
    onClose();
    if (delivery) {
      setDelivery(null);
      setRound((n) => n + 1);
    }
  };
  return (
    <DialogFrame
      open={open}
      onClose={close}
      placement={{ mdDown: 'bottom', md: 'center' }}
      motionPreset={{ mdDown: 'slide-in-bottom', md: 'scale' }}
      scrollBehavior="inside"
      finalFocusEl={returnFocus}
      title="Is this right?"
      description={
        <>
          <Text as="span" fontWeight="semibold" color="gray.900">
            {words.what}
          </Text>
          {words.when && ` · ${words.when}`} — {beach.name}
        </>
      }
      contentProps={{
        mx: { mdDown: '0', md: '4' },
        mb: { mdDown: '0', md: 'auto' },
        roundedTop: '2xl',
        roundedBottom: { mdDown: '0', md: '2xl' },
        maxW: { mdDown: '100dvw', md: 'lg' },
      }}
      headerProps={{ pb: '2', pr: '12' }}
      titleProps={{ fontSize: 'lg', color: 'sea.900' }}
      bodyProps={{ pb: '6' }}
    >
      {user.isPending ? (
        <Spinner size="sm" color="sea.600" aria-label="Checking your account" />
      ) : !user.data ? (
        <SignInPrompt />
      ) : delivery ? (
        <ReportThanks delivery={delivery} onDone={close} />
      ) : (
        <ReportForm
          key={round}
          beach={beach}
          ruleIndex={ruleIndex}
          ruleWords={words.what}
          onDelivered={setDelivery}
        />
      )}
    </DialogFrame>
  );
}
