import { Flex, Link } from '@chakra-ui/react';
import { Glyph, type GlyphName } from '../../ui/glyph.tsx';

const TARGETS: { id: string; label: string; icon: GlyphName }[] = [
  { id: 'tides', label: 'Tides', icon: 'waves' },
  { id: 'water-quality', label: 'Water quality', icon: 'droplet' },
  { id: 'parking', label: 'Parking', icon: 'parking' },
  { id: 'places-to-eat', label: 'Places to eat', icon: 'utensils' },
  { id: 'location', label: 'Map', icon: 'mapPin' },
];

/**
 * On a phone the practical cards sit below the long details tab; these links jump straight to
 * them. Desktop shows the cards beside the tabs, so it needs none.
 */
export function JumpLinks() {
  return (
    <Flex
      as="nav"
      aria-label="On this page"
      gap="2"
      wrap="wrap"
      mt="4"
      display={{ base: 'flex', lg: 'none' }}
    >
      {TARGETS.map((t) => (
        <Link
          key={t.id}
          href={`#${t.id}`}
          display="inline-flex"
          alignItems="center"
          gap="1.5"
          px="3"
          py="1.5"
          rounded="full"
          bg="white"
          borderWidth="1px"
          borderColor="sand.300"
          color="sea.800"
          fontSize="sm"
          fontWeight="medium"
          textDecoration="none"
          _hover={{ bg: 'sea.50' }}
        >
          <Glyph name={t.icon} boxSize="3.5" />
          {t.label}
        </Link>
      ))}
    </Flex>
  );
}
