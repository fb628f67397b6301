/**
 * 'Help Improve Our Community' (spec §2, §4, §5, §8): starts as a public general comment; the
 * submit button reads 'Submitting...' while sending and stays disabled until there is
 * something to send. The feedback goes through the outbox: sent, or saved on the phone when
 * there is no signal — both go to /profile, where it shows (waiting, if it is). A refusal keeps
 * what was typed.
 */
import { Button, Card, chakra, Field, Heading, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { COMMUNITY_LIMITS, COMMUNITY_MESSAGES } from '../../../domain/community/community-requests.ts';
import { savedOnPhone } from '../../data/outbox/outbox.ts';
import { allBeachesQuery } from '../../data/queries/get-all-beaches.ts';
import { type FeedbackType, feedbackWrite, useSubmitFeedback } from '../../data/writes/submit-feedback.ts';
import { notify } from '../../ui/toaster.tsx';
import { ChoiceGroup } from './choice-group.tsx';
import {
  beachOptionLabel,
  FEEDBACK_TYPES,
  GENERAL_FEEDBACK,
  GUIDELINES,
  PLACEHOLDERS,
  PRIVACY_OPTIONS,
  WHEN_TO_PICK_A_BEACH,
} from './feedback-options.ts';
import { InfoPanel } from './info-panel.tsx';

const MAX_CONTENT = COMMUNITY_LIMITS.feedback;

export function FeedbackForm({ initialBeach }: { initialBeach: { id: number; name: string } | null }) {
  const navigate = useNavigate();
  const beaches = useQuery(allBeachesQuery());
  const submit = useSubmitFeedback();
  const [feedbackType, setFeedbackType] = useState<FeedbackType>('comment');
  const [beachId, setBeachId] = useState(initialBeach ? String(initialBeach.id) : GENERAL_FEEDBACK);
  const [content, setContent] = useState('');
  const [privacy, setPrivacy] = useState<'public' | 'private'>('public');
  const blank = content.trim() === '';
  const listed = beaches.data ?? [];
  const initialMissing = initialBeach && !listed.some((b) => b.id === initialBeach.id);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (blank) {
      notify('Missing content', COMMUNITY_MESSAGES.feedbackContent, 'destructive');
      return;
    }
    const beach = beachId === GENERAL_FEEDBACK ? null : listed.find((b) => b.id === Number(beachId));
    void submit
      .submit(
        feedbackWrite(
          {
            feedbackType,
            content: content.trim(),
            isPublic: privacy === 'public',
            ...(beachId === GENERAL_FEEDBACK ? {} : { beachId: Number(beachId) }),
          },
          beach?.name ?? (beachId === String(initialBeach?.id) ? initialBeach?.name : undefined),
        ),
      )
      .then((outcome) => {
        if (!outcome) return;
        if (outcome.status === 'not-kept') {
          notify('Not saved', outcome.message, 'destructive');
          return;
        }
        if (outcome.status === 'refused') {
          notify('Submission failed', outcome.message, 'destructive');
          return;
        }
        if (outcome.status === 'sent')
          notify('Feedback submitted!', 'Thank you for your contribution to the community.');
        else notify('Feedback saved on your phone', `${savedOnPhone(outcome.item)}.`);
        setContent('');
        setFeedbackType('comment');
        setBeachId(GENERAL_FEEDBACK);
        setPrivacy('public');
        navigate('/profile');
      });
  };

  return (
    <Card.Root
      as="section"
      aria-labelledby="feedback-form-heading"
      variant="outline"
      bg="white"
      rounded="2xl"
      borderColor="sand.200"
      shadow="sm"
    >
      <Card.Body p={{ base: '5', md: '8' }} gap="6">
        <Stack gap="1">
          <Heading as="h2" id="feedback-form-heading" size="xl" color="sea.900">
            Help Improve Our Community
          </Heading>
          <Text color="gray.700">Your feedback helps keep the guide accurate for every dog owner.</Text>
        </Stack>
        <chakra.form onSubmit={onSubmit} noValidate aria-labelledby="feedback-form-heading">
          <Stack gap="6">
            <ChoiceGroup
              name="feedbackType"
              legend="What kind of feedback is it?"
              choices={FEEDBACK_TYPES}
              value={feedbackType}
              onChange={(v) => setFeedbackType(v as FeedbackType)}
              columns={3}
            />
            <Stack gap="3">
              <Field.Root>
                <Field.Label fontWeight="semibold" color="gray.800">
                  Beach (optional)
                </Field.Label>
                <NativeSelect.Root>
                  <NativeSelect.Field
                    name="beachId"
                    bg="white"
                    value={beachId}
                    onChange={(e) => setBeachId(e.target.value)}
                  >
                    <option value={GENERAL_FEEDBACK}>General feedback (not about one beach)</option>
                    {initialMissing && <option value={String(initialBeach.id)}>{initialBeach.name}</option>}
                    {listed.map((beach) => (
                      <option key={beach.id} value={String(beach.id)}>
                        {beachOptionLabel(beach)}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>
              <InfoPanel icon="mapPin" title="When to choose a specific beach" items={WHEN_TO_PICK_A_BEACH} />
            </Stack>
            <Field.Root required>
              <Field.Label fontWeight="semibold" color="gray.800">
                Your feedback
                <Field.RequiredIndicator color="red.600" />
              </Field.Label>
              <Textarea
                name="content"
                rows={6}
                bg="white"
                resize="vertical"
                maxLength={MAX_CONTENT}
                placeholder={PLACEHOLDERS[feedbackType]}
                value={content}
                onChange={(e) => setContent(e.target.value)}
              />
              <Field.HelperText color="gray.600">
                {content.length} / {MAX_CONTENT} characters
              </Field.HelperText>
            </Field.Root>
            <ChoiceGroup
              name="privacy"
              legend="Who can see it?"
              choices={PRIVACY_OPTIONS}
              value={privacy}
              onChange={(v) => setPrivacy(v as 'public' | 'private')}
            />
            <InfoPanel icon="info" title="Feedback guidelines" items={GUIDELINES} tone="sand" />
            <Stack direction={{ base: 'column-reverse', sm: 'row' }} justify="end" gap="3">
              <Button
                variant="outline"
                colorPalette="sea"
                onClick={() => navigate('/profile')}
                disabled={submit.isPending}
              >
                Cancel
              </Button>
              <Button type="submit" colorPalette="sea" minW="44" disabled={blank || submit.isPending}>
                {submit.isPending ? 'Submitting...' : 'Submit Feedback'}
              </Button>
            </Stack>
          </Stack>
        </chakra.form>
      </Card.Body>
    </Card.Root>
  );
}
