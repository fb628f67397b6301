import { Button, Field, Flex, Grid, Input, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useId } from 'react';
import { DATE_RANGE, isPickableDate, pickerDays } from './tide-days.ts';

interface TideDayPickerProps {
  /** London's date today, yyyy-MM-dd. */
  today: string;
  selected: string;
  onSelect: (date: string) => void;
}

/**
 * A week strip (today and the next six days) for the common question — "when is low tide
 * on Saturday?" — and a date field for any other day. The strip's buttons say whether they
 * are pressed; the field always shows the chosen date.
 */
export function TideDayPicker({ today, selected, onSelect }: TideDayPickerProps) {
  const inputId = useId();
  return (
    <Stack gap="2.5">
      <Grid role="group" aria-label="Choose a day" templateColumns="repeat(7, minmax(0, 1fr))" gap="1.5">
        {pickerDays(today).map((day) => {
          const pressed = day.date === selected;
          return (
            <Button
              key={day.date}
              aria-pressed={pressed}
              onClick={() => onSelect(day.date)}
              variant={pressed ? 'solid' : 'outline'}
              colorPalette={pressed ? 'sea' : 'gray'}
              borderColor={pressed ? undefined : 'sand.200'}
              flexDirection="column"
              gap="0"
              h="auto"
              minW="0"
              px="0"
              py="1.5"
              rounded="lg"
            >
              <Text
                as="span"
                fontSize="2xs"
                fontWeight="semibold"
                textTransform="uppercase"
                letterSpacing="wide"
                color={pressed ? 'sea.50' : 'gray.600'}
              >
                {day.isToday ? 'Today' : day.weekday}
              </Text>{' '}
              <Text as="span" fontSize="md" fontWeight="bold" lineHeight="1.2">
                {day.day}
              </Text>{' '}
              <VisuallyHidden>{day.month}</VisuallyHidden>
            </Button>
          );
        })}
      </Grid>
      <Field.Root>
        <Flex align="center" gap="3" w="full">
          <Field.Label htmlFor={inputId} fontSize="sm" color="gray.700" whiteSpace="nowrap" m="0">
            Or pick a date
          </Field.Label>
          <Input
            id={inputId}
            type="date"
            size="sm"
            flex="1"
            minW="0"
            rounded="lg"
            borderColor="sand.200"
            min={DATE_RANGE.min}
            max={DATE_RANGE.max}
            value={selected}
            onChange={(event) => {
              if (isPickableDate(event.target.value)) onSelect(event.target.value);
            }}
          />
        </Flex>
      </Field.Root>
    </Stack>
  );
}
