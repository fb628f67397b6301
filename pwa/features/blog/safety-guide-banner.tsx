import { Badge, Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { SafetyIcon } from './safety-icon.tsx';

const TOPICS = ['Beach Safety', 'Wildlife', 'Dog Health', 'Leave No Trace', 'Etiquette', 'Emergencies'];

/** The static safety guide, featured above the posts on the blog list. */
export function SafetyGuideBanner() {
  return (
    <Box
      as="section"
      aria-labelledby="safety-guide-banner"
      position="relative"
      overflow="hidden"
      rounded="2xl"
      bgGradient="to-br"
      gradientFrom="sea.800"
      gradientTo="sea.600"
      color="white"
      px={{ base: '6', md: '10' }}
      py={{ base: '7', md: '10' }}
      shadow="md"
    >
      <Box
        aria-hidden
        position="absolute"
        right={{ base: '-10', md: '8' }}
        top={{ base: '-6', md: '50%' }}
        transform={{ md: 'translateY(-50%)' }}
        color="whiteAlpha.200"
        boxSize={{ base: '32', md: '48' }}
      >
        <SafetyIcon name="lifebuoy" size="100%" />
      </Box>
      <Flex direction="column" gap="4" maxW="2xl" position="relative">
        <Badge alignSelf="start" bg="sand.200" color="sand.900" size="md">
          Featured guide
        </Badge>
        <Heading as="h2" id="safety-guide-banner" size={{ base: '2xl', md: '3xl' }} lineHeight="1.2">
          Dog Beach Safety Guide
        </Heading>
        <Text fontSize={{ base: 'md', md: 'lg' }} color="sea.50">
          Six essentials for a safe, happy day on the coast: tides and rip currents, nesting birds and seals,
          heat and salt water, and what to do if your dog gets into trouble.
        </Text>
        <Stack as="ul" direction="row" wrap="wrap" gap="2" listStyleType="none" aria-label="Topics covered">
          {TOPICS.map((topic) => (
            <Box as="li" key={topic} fontSize="sm" px="2.5" py="0.5" rounded="full" bg="whiteAlpha.200">
              {topic}
            </Box>
          ))}
        </Stack>
        <Button asChild alignSelf="start" size="lg" bg="white" color="sea.800" _hover={{ bg: 'sea.50' }}>
          <RouterLink to="/blog/dog-beach-safety">Read the safety guide</RouterLink>
        </Button>
      </Flex>
    </Box>
  );
}
