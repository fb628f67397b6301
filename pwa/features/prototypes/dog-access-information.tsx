import { Badge, Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { Beach } from '../../../domain/beaches/beach.ts';
import { londonClock } from '../../../domain/clock/london-time.ts';
import { dogAccessNow } from '../../../domain/dog-rules/dog-access-now.ts';
import { beachTrustWords, NO_SOURCE, trustWords } from '../../../domain/dog-rules/dog-rule-evidence-words.ts';
import { dogRuleLine } from '../../../domain/dog-rules/dog-rule-list.ts';
import { dogRulesOf } from '../../../domain/dog-rules/dog-rules-legacy.ts';
import { useNow } from '../../lib/use-now.ts';
import { EvidenceList } from '../../ui/evidence-list.tsx';
import { DOG_STATUS_LABELS, trustBadge } from './dog-rule-labels.ts';

function TrustBadge({ label, palette }: ReturnType<typeof trustBadge>) {
  return (
    <Badge bg={`${palette}.100`} color={`${palette}.900`} size="md" whiteSpace="normal">
      {label}
    </Badge>
  );
}

/**
 * The beach's dog rules, one window each as the beach page words them, with what each rests on
 * and how sure that makes us: "Verified" only where the evidence earns it (issue #29). The admin's
 * working notes are not shown.
 */
export function DogAccessInformation({ beach }: { beach: Beach }) {
  const now = useNow();
  const at = londonClock(now);
  const rules = dogRulesOf(beach) ?? [];
  const status = beach.dogAccessStatus ? DOG_STATUS_LABELS[beach.dogAccessStatus] : null;
  const today = dogAccessNow(beach, now);
  const unrestricted = beach.unrestrictedEvidence ?? [];

  return (
    <Box
      as="section"
      aria-labelledby="dog-access-information"
      bg="white"
      rounded="2xl"
      borderWidth="1px"
      borderColor="sea.200"
      overflow="hidden"
      shadow="sm"
    >
      <HStack
        justify="space-between"
        wrap="wrap"
        gap="3"
        px={{ base: '5', md: '6' }}
        py="4"
        bg="sea.700"
        color="white"
      >
        <Heading as="h2" id="dog-access-information" size="lg">
          Dog access information
        </Heading>
        <TrustBadge
          {...trustBadge(beachTrustWords({ dogRules: rules, unrestrictedEvidence: unrestricted }, at))}
        />
      </HStack>
      <Stack gap="5" p={{ base: '5', md: '6' }}>
        <Box p="4" rounded="lg" bg="sea.50">
          <Text fontSize="sm" color="sea.800" fontWeight="semibold">
            Today
          </Text>
          <Text fontSize="lg" fontWeight="semibold" color="gray.900">
            {today.message}
          </Text>
          {status && <Text color="gray.700">{status}</Text>}
        </Box>
        <Stack as="ul" gap="4" m="0" p="0" listStyleType="none" aria-label="Dog rules">
          {rules.map((rule) => {
            const line = dogRuleLine(rule, at);
            const evidence = rule.evidence ?? [];
            return (
              <Stack
                as="li"
                key={`${line.what} ${line.when} ${line.hours}`}
                gap="2"
                pb="4"
                borderBottomWidth="1px"
              >
                <HStack justify="space-between" align="start" wrap="wrap" gap="2">
                  <Text fontWeight="semibold" color="gray.900">
                    {line.what}
                  </Text>
                  <TrustBadge {...trustBadge(trustWords(evidence, at))} />
                </HStack>
                <Text color="gray.700">
                  {line.when} · {line.hours}
                </Text>
                {evidence.length > 0 && <EvidenceList evidence={evidence} label="What this rule rests on" />}
              </Stack>
            );
          })}
        </Stack>
        {beach.dogRestrictionZones && (
          <Text color="gray.700">
            <strong>Zones:</strong> {beach.dogRestrictionZones}
          </Text>
        )}
        {rules.length === 0 &&
          (unrestricted.length > 0 ? (
            <EvidenceList evidence={unrestricted} about="no-rules" label="What this rests on" />
          ) : (
            <Text color="gray.700">{NO_SOURCE}.</Text>
          ))}
      </Stack>
    </Box>
  );
}
