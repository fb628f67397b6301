/**
 * A verified user's review of this beach: 1–5 stars, 10–2000 characters and an optional visit
 * date. One per user per beach, so an existing review opens for editing. It goes through the
 * outbox: with no signal it is saved on the phone and shown in the list, marked as waiting.
 */
import { Button, chakra, Flex, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { Beach } from '../../../../domain/beaches/beach.ts';
import { londonIsoDate } from '../../../../domain/clock/london-time.ts';
import { COMMUNITY_LIMITS, reviewCreateSchema } from '../../../../domain/community/community-requests.ts';
import { askToKeepData } from '../../../data/mirror/keep-data.ts';
import { failureMessage, savedOnPhone } from '../../../data/outbox/outbox.ts';
import { useMyReview } from '../../../data/queries/get-my-reviews.ts';
import { reviewWrite, useSaveReview } from '../../../data/writes/review-save.ts';
import { notify } from '../../../ui/toaster.tsx';
import { type FieldErrors, focusFirstError, schemaErrors } from '../community/community-form-errors.ts';
import { RouteFormField } from '../routes/route-form-field.tsx';
import { SavedOnPhoneNotice } from '../saved-on-phone-notice.tsx';
import { SectionCard } from '../section-card.tsx';
import { ReviewStarInput } from './review-star-input.tsx';

const today = () => londonIsoDate(new Date());

export function ReviewForm({ beach }: { beach: Beach }) {
  const mine = useMyReview(beach.id, true);
  const existing = mine.data ?? null;
  const save = useSaveReview();
  const form = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [rating, setRating] = useState(0);
  const [reviewText, setReviewText] = useState('');
  const [visitDate, setVisitDate] = useState('');

  // Start from the review already written, once it has loaded.
  useEffect(() => {
    if (!existing) return;
    setRating(existing.rating);
    setReviewText(existing.reviewText ?? '');
    setVisitDate(existing.visitDate?.slice(0, 10) ?? '');
  }, [existing]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = { rating: rating || undefined, reviewText, visitDate: visitDate || null };
    const invalid = schemaErrors(reviewCreateSchema, body);
    setErrors(invalid);
    if (Object.keys(invalid).length) return focusFirstError(form.current, invalid);
    const outcome = await save.submit(reviewWrite(beach, reviewCreateSchema.parse(body), existing !== null));
    if (!outcome) return;
    if (outcome.status === 'sent') {
      void askToKeepData();
      notify(existing ? 'Review updated!' : 'Review submitted!', `Thanks for reviewing ${beach.name}.`);
    } else if (outcome.status === 'queued') {
      void askToKeepData();
      notify('Review saved on your phone', savedOnPhone(outcome.item));
    } else {
      // Refused by the server (or not kept by the phone): what was written stays in the form.
      notify('Error', failureMessage(outcome, 'Failed to submit review'), 'destructive');
    }
  };

  const length = reviewText.trim().length;
  return (
    <SectionCard title={existing ? 'Your review' : 'Write a review'} icon="star">
      <chakra.form ref={form} onSubmit={onSubmit} noValidate aria-label={`Review ${beach.name}`}>
        <Stack gap="4">
          {save.outcome?.status === 'queued' && (
            <SavedOnPhoneNotice
              words={savedOnPhone(save.outcome.item)}
              detail="Your review shows on this page, marked as waiting, until it is sent."
            />
          )}
          <Text fontSize="sm" color="gray.700">
            {existing
              ? 'You reviewed this beach before. Change anything and save to update it.'
              : `How was ${beach.name} for you and your dog?`}
          </Text>
          <ReviewStarInput
            name="rating"
            legend="Your rating"
            value={rating}
            onChange={(stars) => {
              setRating(stars);
              setErrors((e) => ({ ...e, rating: undefined }));
            }}
            error={errors.rating}
          />
          <RouteFormField
            label="Your review"
            required
            error={errors.reviewText}
            helper={`${length} / ${COMMUNITY_LIMITS.review.max} characters (at least ${COMMUNITY_LIMITS.review.min})`}
          >
            <Textarea
              name="reviewText"
              rows={4}
              value={reviewText}
              maxLength={COMMUNITY_LIMITS.review.max}
              placeholder="Space to run? Easy parking? Where is the shade?"
              bg="white"
              onChange={(e) => {
                setReviewText(e.target.value);
                setErrors((errs) => ({ ...errs, reviewText: undefined }));
              }}
            />
          </RouteFormField>
          <Flex gap="4" align="end" wrap="wrap" justify="space-between">
            <RouteFormField label="Visit date (optional)" error={errors.visitDate}>
              <Input
                name="visitDate"
                type="date"
                max={today()}
                value={visitDate}
                onChange={(e) => setVisitDate(e.target.value)}
                bg="white"
                w="auto"
              />
            </RouteFormField>
            <Button type="submit" colorPalette="sea" disabled={save.isPending || mine.isPending} minW="40">
              {save.isPending ? 'Saving...' : existing ? 'Update Review' : 'Submit Review'}
            </Button>
          </Flex>
        </Stack>
      </chakra.form>
    </SectionCard>
  );
}
