import { Flex, SimpleGrid, Text } from '@chakra-ui/react';
import {
  type AmenityAnswer,
  type AmenityFlag,
  amenityAnswer,
  type Beach,
} from '../../../../domain/beaches/beach.ts';
import { Glyph } from '../../../ui/glyph.tsx';
import { SectionCard } from '../section-card.tsx';

const FACILITIES: [AmenityFlag, string][] = [
  ['hasParking', 'Parking'],
  ['hasFacilities', 'Toilets'],
  ['hasFreshWater', 'Fresh water'],
  ['hasBeachCafe', 'Beach cafe'],
  ['hasLifeguards', 'Lifeguards'],
  ['hasDogWalks', 'Dog walks'],
];

const LOOK = {
  yes: { bg: 'green.50', color: 'green.800', glyph: 'check' },
  no: { bg: 'gray.50', color: 'gray.600', glyph: 'cross' },
  'not known': { bg: 'sand.50', color: 'gray.700', glyph: 'info' },
} as const satisfies Record<AmenityAnswer, object>;

/**
 * The has* flags as a checklist; absent ones stay visible so "no toilets" is an answer too, and
 * one nobody has found out says "not known" rather than passing for a "no".
 */
export function FacilitiesSection({ beach }: { beach: Beach }) {
  return (
    <SectionCard title="Facilities" icon="check">
      <SimpleGrid as="ul" columns={{ base: 2, sm: 3 }} gap="2.5" m="0" p="0">
        {FACILITIES.map(([flag, label]) => {
          const answer = amenityAnswer(beach[flag]);
          const look = LOOK[answer];
          return (
            <Flex
              as="li"
              key={flag}
              listStyleType="none"
              align="center"
              gap="2"
              p="2.5"
              rounded="lg"
              bg={look.bg}
              color={look.color}
            >
              <Glyph name={look.glyph} strokeWidth="2.5" flexShrink={0} />
              <Text
                fontSize="sm"
                fontWeight="medium"
                textDecoration={answer === 'no' ? 'line-through' : undefined}
              >
                {label}
                {answer === 'not known' ? (
                  <Text as="span" display="block" fontSize="xs" fontWeight="normal">
                    <Text as="span" srOnly>
                      :{' '}
                    </Text>
                    Not known
                  </Text>
                ) : (
                  <Text as="span" srOnly>
                    : {answer}
                  </Text>
                )}
              </Text>
            </Flex>
          );
        })}
      </SimpleGrid>
    </SectionCard>
  );
}
