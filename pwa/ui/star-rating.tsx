import { Flex } from '@chakra-ui/react';
import { Glyph } from './glyph.tsx';

/** Five stars, filled to the rating; read out as "4 out of 5 stars". */
export function StarRating({ rating, size = '4' }: { rating: number; size?: string }) {
  const rounded = Math.round(rating);
  return (
    <Flex gap="0.5" role="img" aria-label={`${rounded} out of 5 stars`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Glyph
          key={n}
          name="star"
          filled={n <= rounded}
          color={n <= rounded ? 'orange.400' : 'gray.300'}
          boxSize={size}
        />
      ))}
    </Flex>
  );
}
