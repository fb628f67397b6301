/**
 * The route form (spec §5): what is required, checked with the API's own schema before sending.
 * Sent through the outbox: with no signal the walk is saved on the phone, the dialog closes as
 * after a success, and the Dog walks tab shows it as waiting.
 */
import { Button, chakra, Grid, Input, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { type FormEvent, useRef, useState } from 'react';
import type { Beach } from '../../../../domain/beaches/beach.ts';
import {
  COMMUNITY_LIMITS,
  walkingRouteCreateSchema,
} from '../../../../domain/community/community-requests.ts';
import { failureMessage, savedOnPhone } from '../../../data/outbox/outbox.ts';
import type { AuthUser } from '../../../data/queries/current-user.ts';
import { routeWrite, useSubmitRoute } from '../../../data/writes/route-submit.ts';
import { notify } from '../../../ui/toaster.tsx';
import { fullName } from '../../../ui/user-avatar.tsx';
import { type FieldErrors, focusFirstError, schemaErrors } from '../community/community-form-errors.ts';
import { RouteFormField } from './route-form-field.tsx';

export function RouteSubmitForm({
  beach,
  user,
  onDone,
}: {
  beach: Beach;
  user: AuthUser;
  onDone: () => void;
}) {
  const form = useRef<HTMLFormElement>(null);
  const submit = useSubmitRoute();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [values, setValues] = useState({
    routeName: '',
    startingPoint: '',
    difficulty: 'easy',
    estimatedDuration: '',
    distanceKm: '',
    description: '',
    highlights: '',
    routeNotes: '',
    submittedBy: fullName(user),
    submitterEmail: user.email,
  });
  const set = (field: keyof typeof values) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    setErrors((errs) => ({ ...errs, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = { ...values, beachId: beach.id };
    const invalid = schemaErrors(walkingRouteCreateSchema, body);
    setErrors(invalid);
    if (Object.keys(invalid).length) return focusFirstError(form.current, invalid);
    const outcome = await submit.submit(routeWrite(beach, walkingRouteCreateSchema.parse(body)));
    if (!outcome) return;
    if (outcome.status === 'sent') {
      notify('Route submitted!', 'Thank you! Your route will be listed once it has been reviewed.');
      onDone();
    } else if (outcome.status === 'queued') {
      notify('Route saved on your phone', savedOnPhone(outcome.item));
      onDone();
    } else {
      // Refused by the server (or not kept by the phone): the dialog stays open with what was typed.
      notify('Error', failureMessage(outcome, 'Failed to submit route'), 'destructive');
    }
  };

  const text = (field: keyof typeof values, label: string, max: number, required = false, extra = {}) => (
    <RouteFormField label={label} required={required} error={errors[field]}>
      <Input name={field} value={values[field]} onChange={set(field)} maxLength={max} bg="white" {...extra} />
    </RouteFormField>
  );

  return (
    <chakra.form ref={form} onSubmit={onSubmit} noValidate aria-label="Submit a dog walk" pb="2">
      <Stack gap="4">
        <Text fontSize="sm" color="gray.700">
          Share a walk you know from {beach.name}. We check every route before it appears on the page.
        </Text>
        {text('routeName', 'Route name', COMMUNITY_LIMITS.routeName, true)}
        {text('startingPoint', 'Starting point', COMMUNITY_LIMITS.startingPoint, true, {
          placeholder: 'e.g. National Trust car park',
        })}
        <Grid templateColumns={{ base: '1fr', sm: 'repeat(3, 1fr)' }} gap="4">
          <RouteFormField label="Difficulty" required error={errors.difficulty}>
            <NativeSelect.Root>
              <NativeSelect.Field
                name="difficulty"
                value={values.difficulty}
                onChange={set('difficulty')}
                bg="white"
              >
                <option value="easy">Easy</option>
                <option value="moderate">Moderate</option>
                <option value="challenging">Challenging</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </RouteFormField>
          {text('estimatedDuration', 'Duration (minutes)', 5, true, { inputMode: 'numeric' })}
          {text('distanceKm', 'Distance (km)', 6, true, { inputMode: 'decimal' })}
        </Grid>
        <RouteFormField label="Description" required error={errors.description}>
          <Textarea
            name="description"
            rows={4}
            value={values.description}
            onChange={set('description')}
            maxLength={COMMUNITY_LIMITS.routeDescription}
            bg="white"
          />
        </RouteFormField>
        {text('highlights', 'Highlights', COMMUNITY_LIMITS.routeText, false, {
          placeholder: 'Views, cafes, streams...',
        })}
        {text('routeNotes', 'Safety notes', COMMUNITY_LIMITS.routeText, false, {
          placeholder: 'Livestock, cliff edges, tides...',
        })}
        <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="4">
          {text('submittedBy', 'Your name', COMMUNITY_LIMITS.personName, true, { autoComplete: 'name' })}
          {text('submitterEmail', 'Email (optional)', COMMUNITY_LIMITS.email, false, {
            type: 'email',
            autoComplete: 'email',
          })}
        </Grid>
        <Button
          type="submit"
          colorPalette="sea"
          disabled={submit.isPending}
          alignSelf={{ sm: 'end' }}
          minW="40"
        >
          {submit.isPending ? 'Submitting...' : 'Submit Route'}
        </Button>
      </Stack>
    </chakra.form>
  );
}
