/** A favourite's note (the spec's `notes`): the user's own words, edited in place, kept like the star. */
import { Button, Field, Flex, Text, Textarea } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { FAVOURITE_NOTES_MAX } from '../../../domain/favourites/favourite-schema.ts';
import { type FavouriteBeach, useFavouriteActions } from '../../data/favourites/favourites.ts';

export function FavouriteNote({ beach, notes }: { beach: FavouriteBeach; notes: string | null }) {
  const { edit } = useFavouriteActions();
  const [draft, setDraft] = useState<string | null>(null);
  const id = useId();

  if (draft === null) {
    return (
      <Flex gap="3" align="baseline" wrap="wrap" fontSize="sm">
        {notes ? (
          <Text color="gray.800" whiteSpace="pre-wrap" flex="1" minW="0">
            {notes}
          </Text>
        ) : null}
        <Button size="xs" variant="outline" onClick={() => setDraft(notes ?? '')}>
          {notes ? 'Edit note' : 'Add a note'}
        </Button>
      </Flex>
    );
  }
  const tooLong = draft.length > FAVOURITE_NOTES_MAX;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (tooLong) return;
        void edit(beach, { notes: draft.trim() || null });
        setDraft(null);
      }}
    >
      <Field.Root invalid={tooLong}>
        <Field.Label htmlFor={id} fontSize="sm">
          Your note on {beach.name}
        </Field.Label>
        <Textarea
          id={id}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          rows={2}
          placeholder="Where to park, which end the dogs like…"
          autoFocus
        />
        <Field.ErrorText>Notes must be at most {FAVOURITE_NOTES_MAX} characters.</Field.ErrorText>
      </Field.Root>
      <Flex gap="2" mt="2">
        <Button type="submit" size="xs" colorPalette="sea" disabled={tooLong}>
          Save note
        </Button>
        <Button type="button" size="xs" variant="ghost" onClick={() => setDraft(null)}>
          Cancel
        </Button>
      </Flex>
    </form>
  );
}
