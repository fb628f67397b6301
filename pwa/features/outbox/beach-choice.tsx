/** One place a moved write can go, as a card around a native radio (arrow keys, screen readers). */
import { chakra, Flex, Text } from '@chakra-ui/react';

export function BeachChoice({
  group,
  title,
  detail,
  checked,
  onChoose,
}: {
  /** The radio group's name: every choice of one dialog shares it. */
  group: string;
  title: string;
  detail?: string;
  checked: boolean;
  onChoose: () => void;
}) {
  return (
    <chakra.label
      display="flex"
      gap="3"
      alignItems="start"
      px="3"
      py="2.5"
      rounded="lg"
      borderWidth="2px"
      borderColor={checked ? 'sea.500' : 'sand.200'}
      bg={checked ? 'sea.50' : 'white'}
      cursor="pointer"
      _hover={{ borderColor: checked ? 'sea.500' : 'sea.200' }}
      _focusWithin={{ outline: '3px solid', outlineColor: 'sea.500', outlineOffset: '2px' }}
    >
      <chakra.input
        type="radio"
        name={group}
        checked={checked}
        onChange={onChoose}
        mt="1"
        boxSize="4"
        flexShrink={0}
        accentColor="var(--chakra-colors-sea-600)"
        _focusVisible={{ outline: 'none' }}
      />
      <Flex direction="column" minW="0">
        <Text fontWeight="semibold" fontSize="sm" color="gray.900">
          {title}
        </Text>
        {detail && (
          <Text fontSize="sm" color="gray.600">
            {detail}
          </Text>
        )}
      </Flex>
    </chakra.label>
  );
}
