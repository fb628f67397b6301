import { Box, Grid, Heading, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import type { Beach } from '../../../domain/beaches/beach.ts';
import { artworkFor } from '../../ui/beach-image.tsx';

const TYPES = [
  ['mixed', 'Mixed', 'Sand, shingle and rock pools'],
  ['sandy', 'Sandy', 'Room to run and dig'],
  ['rocky', 'Rocky', 'Coves and pools to explore'],
  ['pebble', 'Pebble', 'Shingle shores, cleaner paws'],
] as const;

/** The four beach-type tiles; each goes to /beaches?beachType=… with its count from the data. */
export function BeachTypeTiles({ beaches }: { beaches: readonly Beach[] | undefined }) {
  return (
    <Grid
      as="ul"
      listStyleType="none"
      templateColumns={{ base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' }}
      gap={{ base: '3', md: '4' }}
    >
      {TYPES.map(([type, label, hint]) => {
        const count = beaches?.filter((b) => b.beachType === type).length;
        return (
          <Box as="li" key={type}>
            <Box
              asChild
              display="block"
              position="relative"
              rounded="xl"
              overflow="hidden"
              h={{ base: '140px', md: '170px' }}
              shadow="sm"
              _hover={{ shadow: 'md', transform: 'translateY(-2px)' }}
              transition="all 0.15s"
            >
              <RouterLink to={`/beaches?beachType=${type}`}>
                <img
                  src={artworkFor(type, label)}
                  alt=""
                  width={400}
                  height={225}
                  loading="lazy"
                  style={{
                    position: 'absolute',
                    inset: 0,
                    width: '100%',
                    height: '100%',
                    objectFit: 'cover',
                  }}
                />
                <Box
                  position="absolute"
                  inset="0"
                  bgGradient="to-t"
                  gradientFrom="blackAlpha.700"
                  gradientTo="transparent"
                />
                <Box position="absolute" bottom="0" p="3" color="white">
                  <Heading as="h3" size="md">
                    {label} beaches
                  </Heading>
                  <Text fontSize="sm">{count === undefined ? hint : `${count} beaches · ${hint}`}</Text>
                </Box>
              </RouterLink>
            </Box>
          </Box>
        );
      })}
    </Grid>
  );
}
