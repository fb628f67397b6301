import { Flex, SimpleGrid, Text } from '@chakra-ui/react';
import type { AmenityFlag, Beach } from '../../../domain/beach.ts';
import { Glyph } from '../../ui/glyph.tsx';
import { SectionCard } from './section-card.tsx';

const FACILITIES: [AmenityFlag, string][] = [
  ['hasParking', 'Parking'],
  ['hasFacilities', 'Toilets'],
  ['hasFreshWater', 'Fresh water'],
  ['hasBeachCafe', 'Beach cafe'],
  ['hasLifeguards', 'Lifeguards'],
  ['hasDogWalks', 'Dog walks'],
];

/** The has* flags as a checklist; absent ones stay visible so "no toilets" is an answer too. */
export function FacilitiesSection({ beach }: { beach: Beach }) {
  return (
    <SectionCard title="Facilities" icon="check">
      <SimpleGrid as="ul" columns={{ base: 2, sm: 3 }} gap="2.5" m="0" p="0">
        {FACILITIES.map(([flag, label]) => {
          const present = beach[flag];
          return (
            <Flex
              as="li"
              key={flag}
              listStyleType="none"
              align="center"
              gap="2"
              p="2.5"
              rounded="lg"
              bg={present ? 'green.50' : 'gray.50'}
              color={present ? 'green.800' : 'gray.600'}
            >
              <Glyph name={present ? 'check' : 'cross'} strokeWidth="2.5" />
              <Text fontSize="sm" fontWeight="medium" textDecoration={present ? undefined : 'line-through'}>
                {label}
                <Text as="span" srOnly>
                  {present ? ': yes' : ': no'}
                </Text>
              </Text>
            </Flex>
          );
        })}
      </SimpleGrid>
    </SectionCard>
  );
}
