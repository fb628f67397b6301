/**
 * Choosing 1 to 5 stars: five native radio inputs drawn as stars, so arrow keys change the
 * rating and screen readers hear "3 stars, 3 of 5". Shared by the review form and route rating.
 */
import { chakra, Flex, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { Glyph } from '../../../ui/glyph.tsx';

const WORDS = ['', 'Poor', 'Fair', 'Good', 'Very good', 'Excellent'];

export function ReviewStarInput({
  name,
  legend,
  value,
  onChange,
  error,
}: {
  /** The radio group's name, so a form can focus it when it has an error. */
  name: string;
  legend: string;
  value: number;
  onChange: (stars: number) => void;
  error?: string;
}) {
  const errorId = `${useId()}-error`;
  const [hover, setHover] = useState(0);
  const shown = hover || value;
  return (
    <chakra.fieldset border="0" p="0" m="0" minW="0" aria-describedby={error ? errorId : undefined}>
      <chakra.legend fontWeight="semibold" color="gray.800" fontSize="sm" mb="1.5" p="0">
        {legend}
      </chakra.legend>
      <Flex align="center" gap="3">
        <Flex gap="1" onMouseLeave={() => setHover(0)}>
          {[1, 2, 3, 4, 5].map((stars) => (
            <chakra.label
              key={stars}
              cursor="pointer"
              rounded="md"
              p="0.5"
              _focusWithin={{ outline: '3px solid', outlineColor: 'sea.500', outlineOffset: '1px' }}
              onMouseEnter={() => setHover(stars)}
            >
              <chakra.input
                type="radio"
                name={name}
                value={stars}
                checked={value === stars}
                onChange={() => onChange(stars)}
                srOnly
                aria-invalid={error ? true : undefined}
              />
              <Text as="span" srOnly>
                {stars === 1 ? '1 star' : `${stars} stars`}
              </Text>
              <Glyph
                name="star"
                filled={stars <= shown}
                boxSize="7"
                color={stars <= shown ? 'orange.400' : 'gray.300'}
                transition="color 0.1s"
              />
            </chakra.label>
          ))}
        </Flex>
        <Text fontSize="sm" color="gray.700" minW="20" aria-hidden>
          {WORDS[shown]}
        </Text>
      </Flex>
      {error && (
        <Text id={errorId} color="red.700" fontSize="sm" mt="1">
          {error}
        </Text>
      )}
    </chakra.fieldset>
  );
}
