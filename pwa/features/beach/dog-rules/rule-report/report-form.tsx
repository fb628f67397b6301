/**
 * The report itself: "Yes, the sign agrees" (a photo if the visitor likes) or "No, the sign
 * says…" (what it says, where it is, and a photo of it). Checked here with the API's own limits
 * and words (domain/dog-rules/dog-rule-report.ts) before it goes into the outbox; a refusal keeps every
 * field as it was and says why.
 */
import { Alert, Button, chakra, Field, Input, Stack, Textarea } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import type { Beach } from '../../../../../domain/beaches/beach.ts';
import {
  DOG_RULE_REPORT_LIMITS as LIMITS,
  DOG_RULE_REPORT_MESSAGES as MESSAGES,
  type ReportVerdict,
} from '../../../../../domain/dog-rules/dog-rule-report.ts';
import { failureMessage, savedOnPhone, useOutboxSubmission } from '../../../../data/outbox/outbox.ts';
import { ruleReportWrite } from '../../../../data/writes/send-rule-report.ts';
import { SignPhotoField } from './sign-photo-field.tsx';
import { VerdictChoice } from './verdict-choice.tsx';

/** How the report left the form: sent, or kept on the phone (and why, in the words forms use). */
export type Delivery = { status: 'sent' } | { status: 'queued'; why: string };

type Problems = Partial<Record<'signSays' | 'photo' | 'form', string>>;

function check(verdict: ReportVerdict, signSays: string, photo: File | null): Problems {
  const problems: Problems = {};
  if (verdict === 'differs' && signSays.trim() === '') problems.signSays = MESSAGES.signSays;
  if (verdict === 'differs' && !photo) problems.photo = MESSAGES.photoNeeded;
  if (photo && !photo.type.startsWith('image/')) problems.photo = MESSAGES.notAnImage(photo.name);
  return problems;
}

export function ReportForm({
  beach,
  ruleIndex,
  ruleWords,
  onDelivered,
}: {
  beach: Beach;
  ruleIndex: number | null;
  ruleWords: string;
  onDelivered: (delivery: Delivery) => void;
}) {
  const submission = useOutboxSubmission();
  const [verdict, setVerdict] = useState<ReportVerdict | null>(null);
  const [signSays, setSignSays] = useState('');
  const [signLocation, setSignLocation] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const [problems, setProblems] = useState<Problems>({});
  const [preparing, setPreparing] = useState(false);
  const busy = preparing || submission.isPending;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!verdict || busy) return;
    const found = check(verdict, signSays, photo);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    setPreparing(true);
    try {
      const write = await ruleReportWrite({
        beach,
        ruleIndex,
        ruleWords,
        verdict,
        signSays,
        signLocation,
        photo,
      });
      const outcome = await submission.submit(write);
      if (!outcome) return;
      if (outcome.status === 'sent') onDelivered({ status: 'sent' });
      else if (outcome.status === 'queued')
        onDelivered({ status: 'queued', why: savedOnPhone(outcome.item) });
      else setProblems({ form: failureMessage(outcome, 'We could not take this report. Please try again.') });
    } catch {
      setProblems({ form: 'Your phone could not read that photo. Please choose another.' });
    } finally {
      setPreparing(false);
    }
  };

  return (
    <chakra.form onSubmit={onSubmit} noValidate aria-label="Report on this rule">
      <Stack gap="5">
        <VerdictChoice value={verdict} onChange={setVerdict} />
        {verdict === 'differs' && (
          <>
            <Field.Root invalid={problems.signSays !== undefined}>
              <Field.Label fontWeight="semibold" color="gray.800">
                What does the sign say?
              </Field.Label>
              <Textarea
                name="signSays"
                rows={3}
                bg="white"
                maxLength={LIMITS.signSays}
                placeholder="e.g. No dogs 1 April to 31 October, 10am to 6pm"
                value={signSays}
                onChange={(e) => setSignSays(e.target.value)}
              />
              <Field.HelperText color="gray.600">
                {signSays.length} / {LIMITS.signSays} characters
              </Field.HelperText>
              {problems.signSays && <Field.ErrorText>{problems.signSays}</Field.ErrorText>}
            </Field.Root>
            <Field.Root>
              <Field.Label fontWeight="semibold" color="gray.800">
                Where is the sign?
              </Field.Label>
              <Input
                name="signLocation"
                bg="white"
                maxLength={LIMITS.signLocation}
                placeholder="e.g. at the car park"
                value={signLocation}
                onChange={(e) => setSignLocation(e.target.value)}
              />
            </Field.Root>
          </>
        )}
        {verdict && (
          <SignPhotoField
            label={verdict === 'differs' ? 'Add a photo of the sign' : 'Add a photo of the sign (optional)'}
            photo={photo}
            onChange={setPhoto}
            error={problems.photo ?? null}
          />
        )}
        {problems.form && (
          <Alert.Root status="error" variant="subtle">
            <Alert.Indicator />
            <Alert.Title fontWeight="normal">{problems.form}</Alert.Title>
          </Alert.Root>
        )}
        {verdict && (
          <Button type="submit" colorPalette="sea" loading={busy} loadingText="Sending…">
            Send report
          </Button>
        )}
      </Stack>
    </chakra.form>
  );
}
