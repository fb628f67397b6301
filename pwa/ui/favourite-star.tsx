/**
 * The star on every beach card and beach page (issue #31 item 1): a toggle button that adds the
 * beach to My beaches or takes it off, kept on the phone at once and, signed in, sent to the
 * account through the outbox. Its pressed state says whether the beach is one of mine; on a card
 * it is a round icon over the photo, on a beach page a button with words beside Share.
 */
import { Button, chakra } from '@chakra-ui/react';
import type { MouseEvent } from 'react';
import { type FavouriteBeach, useFavouriteActions, useFavourites } from '../data/favourites/favourites.ts';
import { Glyph } from './glyph.tsx';

function useStar(beach: FavouriteBeach) {
  const { favourites } = useFavourites();
  const { star, unstar } = useFavouriteActions();
  const starred = favourites.some((f) => f.beachId === beach.id);
  const toggle = (event: MouseEvent) => {
    // On a card the whole card is a link: the star is not.
    event.preventDefault();
    event.stopPropagation();
    void (starred ? unstar(beach) : star(beach));
  };
  return { starred, toggle };
}

/** The round star over a card's photo. */
export function FavouriteStar({ beach }: { beach: FavouriteBeach }) {
  const { starred, toggle } = useStar(beach);
  return (
    <chakra.button
      type="button"
      aria-pressed={starred}
      aria-label={`${beach.name} in My beaches`}
      title={starred ? 'In My beaches (tap to remove)' : 'Add to My beaches'}
      onClick={toggle}
      display="inline-flex"
      alignItems="center"
      justifyContent="center"
      boxSize="10"
      rounded="full"
      bg="white/90"
      color={starred ? 'orange.600' : 'gray.700'}
      shadow="sm"
      cursor="pointer"
      position="relative"
      zIndex="1"
      _hover={{ bg: 'white', color: 'orange.700' }}
      _focusVisible={{ outline: '3px solid', outlineColor: 'sea.500', outlineOffset: '2px' }}
    >
      <Glyph name="star" filled={starred} boxSize="5" />
    </chakra.button>
  );
}

/** "Save to My beaches" / "In My beaches" beside a beach page's Share. */
export function FavouriteButton({ beach }: { beach: FavouriteBeach }) {
  const { starred, toggle } = useStar(beach);
  return (
    <Button type="button" variant="outline" size="sm" aria-pressed={starred} onClick={toggle}>
      <Glyph name="star" filled={starred} color={starred ? 'orange.600' : undefined} />
      {starred ? 'In My beaches' : 'Save to My beaches'}
    </Button>
  );
}
