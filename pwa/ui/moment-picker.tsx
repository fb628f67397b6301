/**
 * "When are you going?" (issue #31 item 2): the listing and its map answer for a planned moment,
 * carried in the address as `at=2026-04-25T14:00` (London clock). Days come first, as links —
 * Now, Today, Tomorrow and the coming weekend — then any day and time in one field. Both work
 * before the app's script has started: the days are plain links, and the field sits in a plain
 * GET form whose fields are the listing's own query keys (the others kept as hidden fields), so
 * the server answers either with the page for that moment.
 */
import { Box, Button, chakra, Field, Flex, Input, Text, Wrap } from '@chakra-ui/react';
import { useEffect, useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { PlannedMoment } from '../../domain/clock/moment.ts';
import { clockWords, dayChoices, momentWords } from '../../domain/clock/moment-words.ts';
import { nextLondonMidnight } from '../../domain/dog-rules/dog-rules-change.ts';
import { wordsChangeAt } from '../lib/render-environment.ts';

/** A day picked without a time yet is planned for midday. */
const DEFAULT_MINUTES = 12 * 60;

export interface MomentPickerProps {
  /** The planned moment, or null for now. */
  moment: PlannedMoment | null;
  /** Today's date comes from it (the page's useNow). */
  now: Date;
  /** The page the form asks (`/beaches`), and the other query keys it keeps. */
  action: string;
  keep: [name: string, value: string][];
  /** The address of this page at a moment (undefined: now). */
  hrefFor: (at: string | undefined) => string;
  /** The form sent with the app running: the page moves to that moment itself. */
  onChoose: (at: string | undefined) => void;
}

function DayLink({ to, current, children }: { to: string; current: boolean; children: string }) {
  return (
    <li>
      <Button
        asChild
        size="sm"
        rounded="full"
        variant={current ? 'solid' : 'outline'}
        colorPalette={current ? 'sea' : 'gray'}
      >
        <RouterLink to={to} aria-current={current ? 'true' : undefined}>
          {children}
        </RouterLink>
      </Button>
    </li>
  );
}

export function MomentPicker({ moment, now, action, keep, hrefFor, onChoose }: MomentPickerProps) {
  const id = useId();
  const value = moment ? `${moment.date}T${clockWords(moment.minutes)}` : '';
  const [typed, setTyped] = useState(value);
  useEffect(() => setTyped(value), [value]);
  // "Today" and "Tomorrow" name other days after midnight.
  wordsChangeAt(() => nextLondonMidnight(now));
  const time = clockWords(moment?.minutes ?? DEFAULT_MINUTES);

  return (
    <Box
      as="section"
      aria-labelledby={`${id}-title`}
      bg="white"
      borderWidth="1px"
      borderColor="sand.200"
      rounded="xl"
      p={{ base: '3', md: '4' }}
      shadow="xs"
    >
      <Flex justify="space-between" align="baseline" gap="1" wrap="wrap">
        <Text id={`${id}-title`} fontWeight="semibold" color="sea.900">
          When are you going?
        </Text>
        <Text fontSize="sm" color="gray.700" aria-live="polite" data-testid="moment-summary">
          {moment ? `Dogs, tide and daylight for ${momentWords(moment)}` : 'Dog rules as they are now'}
        </Text>
      </Flex>
      <Flex mt="3" gap="3" wrap="wrap" align="end" justify="space-between">
        <Wrap as="ul" listStyleType="none" gap="2" aria-label="Pick a day">
          <DayLink to={hrefFor(undefined)} current={!moment}>
            Now
          </DayLink>
          {dayChoices(now).map((day) => (
            <DayLink key={day.date} to={hrefFor(`${day.date}T${time}`)} current={moment?.date === day.date}>
              {day.label}
            </DayLink>
          ))}
        </Wrap>
        <chakra.form
          method="get"
          action={action}
          display="flex"
          flexWrap="wrap"
          gap="2"
          alignItems="end"
          onSubmit={(event) => {
            event.preventDefault();
            onChoose(typed || undefined);
          }}
        >
          {keep.map(([name, kept]) => (
            <input key={`${name}=${kept}`} type="hidden" name={name} value={kept} />
          ))}
          {/* A date-and-time field is wide in some browsers: on a 320 px phone the button wraps under it. */}
          <Field.Root w="auto" minW="0" maxW="full">
            <Field.Label htmlFor={`${id}-at`} fontSize="sm" color="gray.700">
              Any day and time
            </Field.Label>
            <Input
              id={`${id}-at`}
              type="datetime-local"
              name="at"
              size="sm"
              bg="white"
              maxW="full"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
            />
          </Field.Root>
          <Button type="submit" size="sm" colorPalette="sea">
            Show
          </Button>
        </chakra.form>
      </Flex>
    </Box>
  );
}
