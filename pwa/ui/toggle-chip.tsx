import { chakra } from '@chakra-ui/react';
import { useEffect, useState } from 'react';

/**
 * A filter that is on or off ("Parking"), as a chip: a real checkbox (`name=true` when ticked) in
 * the filter bar's GET form, so it works before the app has started (the page's early listener
 * sends the form when it changes). Its look follows the box itself, not React's state, so a tap
 * shows at once whoever answers it.
 */
export function ToggleChip({
  name,
  label,
  checked,
  onChange,
}: {
  name: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  // Ticked at once: the page's own state follows once the address has changed.
  const [on, setOn] = useState(checked);
  useEffect(() => setOn(checked), [checked]);
  return (
    <chakra.label
      position="relative"
      display="inline-flex"
      alignItems="center"
      minH="8"
      px="3.5"
      rounded="full"
      borderWidth="1px"
      borderColor="gray.300"
      bg="white"
      color="gray.800"
      fontSize="sm"
      fontWeight="semibold"
      cursor="pointer"
      userSelect="none"
      css={{
        '&:not(:has(input:checked)):hover': { bg: 'gray.50' },
        '&:has(input:checked)': { bg: 'sea.600', borderColor: 'sea.600', color: 'white' },
        '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'sea.500', outlineOffset: '2px' },
      }}
    >
      <chakra.input
        type="checkbox"
        name={name}
        value="true"
        checked={on}
        onChange={(event) => {
          setOn(event.target.checked);
          onChange(event.target.checked);
        }}
        // Over the whole chip, unseen: the box itself is what a tap lands on.
        position="absolute"
        inset="0"
        w="full"
        h="full"
        m="0"
        opacity="0"
        cursor="pointer"
      />
      {label}
    </chakra.label>
  );
}
