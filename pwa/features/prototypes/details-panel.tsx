import { Badge, Heading, Stack, Text, Wrap } from '@chakra-ui/react';
import type { Beach } from '../../../domain/beaches/beach.ts';
import { RichText } from '../../ui/rich-text.tsx';

function Section({ title, text }: { title: string; text: string | null }) {
  if (!text) return null;
  return (
    <Stack gap="2">
      <Heading as="h2" size="lg" color="sea.900">
        {title}
      </Heading>
      <Text color="gray.700" lineHeight="1.7">
        {text}
      </Text>
    </Stack>
  );
}

export function DetailsPanel({ beach }: { beach: Beach }) {
  return (
    <Stack gap="6" maxW="70ch">
      {beach.description && (
        <Stack gap="2">
          <Heading as="h2" size="lg" color="sea.900">
            About {beach.name}
          </Heading>
          <RichText text={beach.description} color="gray.700" />
        </Stack>
      )}
      {beach.beachCharacteristics.length > 0 && (
        <Wrap as="ul" listStyleType="none" gap="2" aria-label="Features">
          {beach.beachCharacteristics.map((c) => (
            <li key={c}>
              <Badge colorPalette="sea" variant="subtle" size="md">
                {c}
              </Badge>
            </li>
          ))}
        </Wrap>
      )}
      <Section title="The area" text={beach.aboutDescription} />
      <Section title="Getting there" text={beach.accessInfo} />
      <Section title="Parking" text={beach.parkingInfo} />
      <Section
        title="Address"
        text={[beach.fullAddress, beach.postcode].filter(Boolean).join(', ') || null}
      />
    </Stack>
  );
}
