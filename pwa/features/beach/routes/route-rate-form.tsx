/**
 * The route rating form (spec §5): stars and a name required, a comment and email optional.
 * Sent through the outbox: with no signal the rating is saved on the phone, the dialog closes
 * as after a success, and the walk's card says the rating is waiting to send.
 */
import { Button, chakra, Input, Stack, Textarea } from '@chakra-ui/react';
import { type FormEvent, useRef, useState } from 'react';
import { COMMUNITY_LIMITS, routeRatingSchema } from '../../../../domain/community/community-requests.ts';
import { failureMessage, savedOnPhone } from '../../../data/outbox/outbox.ts';
import { useCurrentUser } from '../../../data/queries/current-user.ts';
import type { WalkingRoute } from '../../../data/queries/get-routes.ts';
import { routeRatingWrite, useRateRoute } from '../../../data/writes/route-rate.ts';
import { notify } from '../../../ui/toaster.tsx';
import { fullName } from '../../../ui/user-avatar.tsx';
import { type FieldErrors, focusFirstError, schemaErrors } from '../community/community-form-errors.ts';
import { ReviewStarInput } from '../reviews/review-star-input.tsx';
import { RouteFormField } from './route-form-field.tsx';

export function RouteRateForm({ route, onDone }: { route: WalkingRoute; onDone: () => void }) {
  const user = useCurrentUser().data;
  const form = useRef<HTMLFormElement>(null);
  const rate = useRateRoute();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [rating, setRating] = useState(0);
  const [values, setValues] = useState({
    raterName: user ? fullName(user) : '',
    raterEmail: user?.email ?? '',
    comment: '',
  });
  const set = (field: keyof typeof values) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    setErrors((errs) => ({ ...errs, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = { ...values, rating: rating || undefined, routeId: route.id };
    const invalid = schemaErrors(routeRatingSchema, body);
    setErrors(invalid);
    if (Object.keys(invalid).length) return focusFirstError(form.current, invalid);
    const outcome = await rate.submit(routeRatingWrite(route, routeRatingSchema.parse(body)));
    if (!outcome) return;
    if (outcome.status === 'sent') {
      notify('Rating submitted!', `Thanks for rating ${route.routeName}.`);
      onDone();
    } else if (outcome.status === 'queued') {
      notify('Rating saved on your phone', savedOnPhone(outcome.item));
      onDone();
    } else {
      // Refused by the server (or not kept by the phone): the dialog stays open with what was typed.
      notify('Error', failureMessage(outcome, 'Failed to submit rating'), 'destructive');
    }
  };

  return (
    <chakra.form ref={form} onSubmit={onSubmit} noValidate aria-label={`Rate ${route.routeName}`} pb="2">
      <Stack gap="4">
        <ReviewStarInput
          name="rating"
          legend="Your rating"
          value={rating}
          onChange={(stars) => {
            setRating(stars);
            setErrors((errs) => ({ ...errs, rating: undefined }));
          }}
          error={errors.rating}
        />
        <RouteFormField label="Your name" required error={errors.raterName}>
          <Input
            name="raterName"
            autoComplete="name"
            value={values.raterName}
            onChange={set('raterName')}
            maxLength={COMMUNITY_LIMITS.personName}
            bg="white"
          />
        </RouteFormField>
        <RouteFormField label="Comment (optional)" error={errors.comment}>
          <Textarea
            name="comment"
            rows={3}
            value={values.comment}
            onChange={set('comment')}
            maxLength={COMMUNITY_LIMITS.comment}
            placeholder="How was the walk for you and your dog?"
            bg="white"
          />
        </RouteFormField>
        <RouteFormField label="Email (optional)" error={errors.raterEmail} helper="Never shown to anyone.">
          <Input
            name="raterEmail"
            type="email"
            autoComplete="email"
            value={values.raterEmail}
            onChange={set('raterEmail')}
            maxLength={COMMUNITY_LIMITS.email}
            bg="white"
          />
        </RouteFormField>
        <Button
          type="submit"
          colorPalette="sea"
          disabled={rate.isPending}
          alignSelf={{ sm: 'end' }}
          minW="40"
        >
          {rate.isPending ? 'Submitting...' : 'Submit Rating'}
        </Button>
      </Stack>
    </chakra.form>
  );
}
