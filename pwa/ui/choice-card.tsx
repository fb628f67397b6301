/**
 * One answer of a single choice, as a card around a native radio (so arrow keys and screen
 * readers work as they should). Every card of one question shares its `name`; the fieldset and
 * legend around them are the caller's.
 */
import { chakra, Flex, Text } from '@chakra-ui/react';

/** md: a form's few answers, side by side on wide screens; sm: a list to pick from in a dialog. */
const SIZES = {
  md: { flex: '1', p: '3.5', rounded: 'xl', gap: '0.5' },
  sm: { px: '3', py: '2.5', rounded: 'lg', gap: '0' },
} as const;

export function ChoiceCard({
  name,
  value,
  label,
  hint,
  checked,
  onChoose,
  size = 'md',
}: {
  name: string;
  value?: string;
  label: string;
  hint?: string;
  checked: boolean;
  onChoose: () => void;
  size?: keyof typeof SIZES;
}) {
  const { gap, ...card } = SIZES[size];
  return (
    <chakra.label
      {...card}
      display="flex"
      gap="3"
      alignItems="start"
      borderWidth="2px"
      borderColor={checked ? 'sea.500' : 'sand.200'}
      bg={checked ? 'sea.50' : 'white'}
      cursor="pointer"
      transition="border-color 0.15s, background 0.15s"
      _hover={{ borderColor: checked ? 'sea.500' : 'sea.200' }}
      _focusWithin={{ outline: '3px solid', outlineColor: 'sea.500', outlineOffset: '2px' }}
    >
      <chakra.input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={onChoose}
        mt="1"
        accentColor="var(--chakra-colors-sea-600)"
        boxSize="4"
        flexShrink={0}
        _focusVisible={{ outline: 'none' }}
      />
      <Flex direction="column" gap={gap} minW="0">
        <Text fontWeight="semibold" color="gray.900" fontSize="sm">
          {label}
        </Text>
        {hint && (
          <Text as="span" fontSize="sm" color="gray.600">
            {hint}
          </Text>
        )}
      </Flex>
    </chakra.label>
  );
}
