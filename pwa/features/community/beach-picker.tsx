/**
 * Choosing the beach a photo is of (spec §2 "Photo upload"): a combobox that searches names and
 * locations by word prefix (domain/beaches/beach-search.ts), up to 10 suggestions. Arrow keys move
 * through them, Enter picks, Escape closes — the WAI-ARIA combobox pattern.
 */
import { Box, Button, chakra, Field, Flex, Input, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useId, useMemo, useRef, useState } from 'react';
import { searchBeaches } from '../../../domain/beaches/beach-search.ts';
import { allBeachesQuery } from '../../data/queries/get-all-beaches.ts';
import type { PickedBeach } from '../../data/writes/upload-photos.ts';
import { Glyph } from '../../ui/glyph.tsx';

export function BeachPicker({
  value,
  onChange,
  error,
}: {
  value: PickedBeach | null;
  onChange: (beach: PickedBeach | null) => void;
  error?: string;
}) {
  const beaches = useQuery(allBeachesQuery());
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const listId = useId();
  const results = useMemo(() => searchBeaches(beaches.data ?? [], query), [beaches.data, query]);
  const searching = open && query.trim() !== '';
  const showList = searching && results.length > 0;

  const pick = (beach: PickedBeach) => {
    onChange({ id: beach.id, name: beach.name, location: beach.location, slug: beach.slug });
    setQuery('');
    setOpen(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (results.length)
        setActive((i) => (i + (event.key === 'ArrowDown' ? 1 : -1) + results.length) % results.length);
    } else if (event.key === 'Enter' && showList) {
      // Enter picks the highlighted beach instead of submitting the form.
      event.preventDefault();
      const beach = results[active];
      if (beach) pick(beach);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  if (value) {
    // A beach pre-selected from the address has only an id and a name; the list is the authority.
    const known = beaches.data?.find((b) => b.id === value.id);
    const name = known?.name ?? value.name;
    const location = known?.location ?? value.location;
    return (
      <Stack gap="2">
        <Text fontWeight="semibold" color="gray.800">
          Beach
        </Text>
        {/* The name is never cut short: it wraps, and on a narrow screen the button wraps below it. */}
        <Flex
          align="center"
          gap="3"
          wrap="wrap"
          p="3"
          rounded="xl"
          borderWidth="1px"
          borderColor="sea.200"
          bg="sea.50"
        >
          <Flex boxSize="9" rounded="lg" bg="white" color="sea.700" align="center" justify="center">
            <Glyph name="mapPin" boxSize="5" />
          </Flex>
          <Box flex="1 1 10rem" minW="0">
            <Text fontWeight="semibold" color="sea.900" overflowWrap="anywhere">
              {name}
            </Text>
            {location && (
              <Text fontSize="sm" color="gray.700">
                {location}
              </Text>
            )}
          </Box>
          <Button
            size="sm"
            variant="outline"
            colorPalette="sea"
            bg="white"
            onClick={() => {
              onChange(null);
              // The input appears on the next render; give it focus then.
              requestAnimationFrame(() => input.current?.focus());
            }}
          >
            Change beach
          </Button>
        </Flex>
      </Stack>
    );
  }

  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label fontWeight="semibold" color="gray.800">
        Beach
      </Field.Label>
      <Box position="relative" w="full">
        <Glyph
          name="search"
          position="absolute"
          left="3"
          top="50%"
          transform="translateY(-50%)"
          color="gray.500"
          zIndex="1"
        />
        <Input
          ref={input}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listId}
          aria-activedescendant={showList && results[active] ? `${listId}-${results[active].id}` : undefined}
          autoComplete="off"
          placeholder="Search by beach name or area"
          ps="9"
          bg="white"
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setActive(0);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        <chakra.ul
          id={listId}
          role="listbox"
          aria-label="Matching beaches"
          hidden={!showList}
          position="absolute"
          top="calc(100% + 4px)"
          left="0"
          right="0"
          zIndex="dropdown"
          bg="white"
          rounded="xl"
          borderWidth="1px"
          borderColor="sand.200"
          shadow="lg"
          p="1"
          m="0"
          maxH="80"
          overflowY="auto"
        >
          {results.map((beach, index) => (
            <chakra.li
              key={beach.id}
              id={`${listId}-${beach.id}`}
              role="option"
              aria-selected={index === active}
              listStyleType="none"
              px="3"
              py="2"
              rounded="lg"
              cursor="pointer"
              bg={index === active ? 'sea.50' : undefined}
              // Keep focus in the input, so the blur does not close the list before the click.
              onMouseDown={(e) => e.preventDefault()}
              onMouseEnter={() => setActive(index)}
              onClick={() => pick(beach)}
            >
              <Text fontWeight="medium" color="gray.900">
                {beach.name}
              </Text>
              <Text fontSize="sm" color="gray.600">
                {beach.location}
              </Text>
            </chakra.li>
          ))}
        </chakra.ul>
      </Box>
      <Text aria-live="polite" srOnly>
        {searching ? (results.length ? `${results.length} beaches found` : 'No beaches found') : ''}
      </Text>
      {searching && results.length === 0 && (
        <Text fontSize="sm" color="gray.700" mt="1">
          {beaches.isPending ? 'Loading beaches...' : `No beaches match "${query.trim()}".`}
        </Text>
      )}
      {error ? (
        <Field.ErrorText color="red.700">{error}</Field.ErrorText>
      ) : (
        <Field.HelperText color="gray.600">
          Type a beach name or area, for example Croyde or North Devon.
        </Field.HelperText>
      )}
    </Field.Root>
  );
}
