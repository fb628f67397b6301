/**
 * A required single choice shown as cards (native radio inputs, so arrow keys and screen
 * readers work as they should), inside a fieldset whose legend names the question.
 */
import { Box, chakra, Flex, Stack, Text } from '@chakra-ui/react';

export interface Choice {
  value: string;
  label: string;
  hint?: string;
}

export function ChoiceGroup({
  name,
  legend,
  choices,
  value,
  onChange,
  columns = 1,
}: {
  name: string;
  legend: string;
  choices: readonly Choice[];
  value: string;
  onChange: (value: string) => void;
  columns?: 1 | 3;
}) {
  return (
    <chakra.fieldset border="0" p="0" m="0" minW="0">
      <chakra.legend fontWeight="semibold" color="gray.800" mb="2" p="0">
        {legend}
      </chakra.legend>
      <Stack direction={{ base: 'column', md: columns === 3 ? 'row' : 'column' }} gap="2.5">
        {choices.map((choice) => {
          const checked = choice.value === value;
          return (
            <chakra.label
              key={choice.value}
              flex="1"
              display="flex"
              gap="3"
              alignItems="start"
              p="3.5"
              rounded="xl"
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
                value={choice.value}
                checked={checked}
                onChange={() => onChange(choice.value)}
                mt="1"
                accentColor="var(--chakra-colors-sea-600)"
                boxSize="4"
                flexShrink={0}
                _focusVisible={{ outline: 'none' }}
              />
              <Flex direction="column" gap="0.5">
                <Text fontWeight="semibold" color="gray.900" fontSize="sm">
                  {choice.label}
                </Text>
                {choice.hint && (
                  <Box as="span" fontSize="sm" color="gray.600">
                    {choice.hint}
                  </Box>
                )}
              </Flex>
            </chakra.label>
          );
        })}
      </Stack>
    </chakra.fieldset>
  );
}
