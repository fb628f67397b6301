/**
 * One of My beaches (issue #31 item 1): its name, today's status for dogs, the next change of its
 * rules, the next low tide and its bathing-water class; then the user's own note, the reminder
 * (signed in) and a way to take it off the list.
 */
import { Box, Button, Card, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import type { Beach } from '../../../domain/beaches/beach.ts';
import type { WaterQuality } from '../../../domain/water-quality/water-quality-schema.ts';
import { type Favourite, useFavouriteActions } from '../../data/favourites/favourites.ts';
import { DogStatusToday } from '../../ui/dog-status-today.tsx';
import { SwitchLine } from '../../ui/switch-line.tsx';
import { FavouriteNote } from './favourite-note.tsx';
import { nextChangeLine, waterClassLine } from './my-beach-facts.ts';
import { NextLowTide } from './next-low-tide.tsx';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Flex as="div" gap="2" fontSize="sm" wrap="wrap">
      <Text as="span" color="gray.600" minW="28">
        {label}
      </Text>
      <Box flex="1" minW="0">
        {children}
      </Box>
    </Flex>
  );
}

export function MyBeachRow({
  beach,
  favourite,
  water,
  now,
  signedIn,
}: {
  beach: Beach;
  favourite: Favourite;
  water: WaterQuality | undefined;
  now: Date;
  signedIn: boolean;
}) {
  const { unstar, edit } = useFavouriteActions();
  const named = { id: beach.id, name: beach.name };
  return (
    <Card.Root
      as="li"
      variant="outline"
      bg="white"
      rounded="xl"
      data-testid="my-beach"
      data-beach={beach.slug}
    >
      <Card.Body gap="3" p={{ base: '4', md: '5' }}>
        <Flex justify="space-between" align="start" gap="3">
          <Box minW="0">
            <Heading as="h2" size="md">
              <Link asChild color="sea.800">
                <RouterLink to={`/beach/${beach.slug}`}>{beach.name}</RouterLink>
              </Link>
            </Heading>
            <Text fontSize="sm" color="gray.600">
              {beach.location}
            </Text>
          </Box>
          <Button
            size="sm"
            variant="ghost"
            colorPalette="gray"
            onClick={() => void unstar(named)}
            aria-label={`Remove ${beach.name} from My beaches`}
          >
            Remove
          </Button>
        </Flex>
        <DogStatusToday beach={beach} now={now} />
        <Stack gap="1.5">
          <Fact label="Next change">
            <Text as="span" color="gray.800" data-testid="next-change">
              {nextChangeLine(beach, now)}
            </Text>
          </Fact>
          <Fact label="Next low tide">
            <NextLowTide lat={beach.latitude} lng={beach.longitude} now={now} />
          </Fact>
          <Fact label="Bathing water">
            <Text as="span" color="gray.800">
              {waterClassLine(water)}
            </Text>
          </Fact>
        </Stack>
        <FavouriteNote beach={named} notes={favourite.notes} />
        {signedIn ? (
          <SwitchLine
            checked={favourite.remind}
            onChange={(checked) => void edit(named, { remind: checked })}
          >
            Email me a few days before the dog rules here change
          </SwitchLine>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}
