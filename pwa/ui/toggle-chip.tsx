import { chakra } from '@chakra-ui/react';

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
  return (
    <chakra.label
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
      _hover={{ bg: 'gray.50' }}
      css={{
        '&:has(input:checked)': { bg: 'sea.600', borderColor: 'sea.600', color: 'white' },
        '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'sea.500', outlineOffset: '2px' },
      }}
    >
      <chakra.input
        type="checkbox"
        name={name}
        value="true"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        srOnly
      />
      {label}
    </chakra.label>
  );
}
