import { Box, Button, Center, SimpleGrid, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { WaterQualityRow } from '../water-quality-rows.ts';
import { WaterQualityCard } from './water-quality-card.tsx';

const PAGE = 24;

/** The beach cards, 24 at a time, or the empty state (spec: 'No beaches found'). */
export function WaterQualityResults({
  rows,
  total,
  now,
}: {
  rows: WaterQualityRow[];
  total: number;
  now: Date;
}) {
  const [shown, setShown] = useState(PAGE);
  const visible = rows.slice(0, shown);

  if (rows.length === 0) {
    return (
      <Center
        flexDirection="column"
        py="16"
        px="4"
        bg="white"
        rounded="xl"
        borderWidth="1px"
        textAlign="center"
      >
        <Text as="p" fontSize="xl" fontWeight="semibold" color="gray.800">
          No beaches found
        </Text>
        <Text color="gray.600" mt="1">
          Try adjusting your search criteria or filters
        </Text>
      </Center>
    );
  }

  return (
    <Box>
      <Text fontSize="sm" color="gray.600" mb="3" aria-live="polite">
        Showing {visible.length} of {rows.length === total ? total : `${rows.length} matching`} beaches
      </Text>
      <SimpleGrid as="ul" listStyleType="none" p="0" m="0" columns={{ base: 1, md: 2, lg: 3 }} gap="4">
        {visible.map((row) => (
          <Box as="li" key={row.beach.id}>
            <WaterQualityCard row={row} now={now} />
          </Box>
        ))}
      </SimpleGrid>
      {rows.length > shown && (
        <Center mt="6">
          <Button variant="outline" colorPalette="sea" bg="white" onClick={() => setShown((n) => n + PAGE)}>
            Show more beaches ({rows.length - shown} more)
          </Button>
        </Center>
      )}
    </Box>
  );
}
