import { Button, Flex, Group, Text } from '@chakra-ui/react';

export type SchematicView = 'interactive' | 'map';

interface MapViewSwitchProps {
  view: SchematicView;
  onChange: (view: SchematicView) => void;
}

/** The schematic map's note and its Interactive View / Map View switch (spec §2 Maps). */
export function MapViewSwitch({ view, onChange }: MapViewSwitchProps) {
  return (
    <Flex
      justify="space-between"
      align={{ base: 'stretch', sm: 'center' }}
      direction={{ base: 'column', sm: 'row' }}
      gap="2"
      bg="sand.100"
      borderWidth="1px"
      borderColor="sand.200"
      rounded="lg"
      px="3"
      py="2"
    >
      <Text role="status" fontSize="sm" color="sand.800">
        Live map tiles are unavailable, so this is a simplified coastline map.
      </Text>
      <Group attached flexShrink={0} role="group" aria-label="Map style">
        {(
          [
            ['interactive', 'Interactive View'],
            ['map', 'Map View'],
          ] as const
        ).map(([value, label]) => (
          <Button
            key={value}
            size="xs"
            variant={view === value ? 'solid' : 'outline'}
            colorPalette="sea"
            bg={view === value ? undefined : 'white'}
            aria-pressed={view === value}
            onClick={() => onChange(value)}
          >
            {label}
          </Button>
        ))}
      </Group>
    </Flex>
  );
}
