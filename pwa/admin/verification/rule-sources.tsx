/**
 * A beach's dog rules as they stand, each with the sources it rests on (issue #29): what the
 * admin checks a report against. With no rules listed, what says the beach has none.
 */
import { Badge, Box, chakra, Heading, Link, Stack, Text } from '@chakra-ui/react';
import type { QueueBeach } from '../../../domain/admin/admin-dog-rule-reports.ts';
import { londonClock } from '../../../domain/clock/london-time.ts';
import { formatDayMonth } from '../../../domain/common/format.ts';
import type { DogRuleEvidence } from '../../../domain/dog-rules/dog-rule-evidence.ts';
import { dogRuleLine } from '../../../domain/dog-rules/dog-rule-list.ts';
import type { DogRule } from '../../../domain/dog-rules/dog-rules.ts';
import { EVIDENCE_KIND_LABELS } from '../beaches/evidence-draft.ts';

/** "No dogs on the whole beach · 1 May to 30 Sep every year · All day". */
export function ruleWords(rule: DogRule): string {
  const line = dogRuleLine(rule, londonClock(new Date()));
  return `${line.what} · ${line.when} · ${line.hours}`;
}

function dates(e: DogRuleEvidence): string {
  return [
    e.published && `published ${e.published}`,
    e.seen ? `read or seen ${formatDayMonth(e.seen)}` : 'no day recorded',
    e.expires && `in force until ${formatDayMonth(e.expires)}`,
  ]
    .filter(Boolean)
    .join(' · ');
}

function SourceList({ evidence }: { evidence: readonly DogRuleEvidence[] }) {
  if (evidence.length === 0)
    return (
      <Text fontSize="sm" color="gray.700">
        No source we can name.
      </Text>
    );
  return (
    <chakra.ul listStyleType="none" display="grid" gap="1.5" aria-label="Sources">
      {evidence.map((e) => (
        <chakra.li
          key={`${e.kind}-${e.title}-${e.seen}`}
          fontSize="sm"
          borderStartWidth="3px"
          borderColor="sea.200"
          ps="2"
        >
          <Text>
            <chakra.span fontWeight="semibold">{EVIDENCE_KIND_LABELS[e.kind]}:</chakra.span>{' '}
            {e.url ? (
              <Link href={e.url} target="_blank" rel="noreferrer" color="sea.700" textDecoration="underline">
                {e.title}
              </Link>
            ) : (
              e.title
            )}
          </Text>
          <Text color="gray.700">{dates(e)}</Text>
          {e.says && <Text color="orange.800">Says: {e.says}</Text>}
        </chakra.li>
      ))}
    </chakra.ul>
  );
}

export function RuleSources({ beach }: { beach: QueueBeach }) {
  return (
    <Stack gap="3" aria-label={`Current rules of ${beach.name}`} role="region">
      <Heading as="h4" size="sm">
        Current rules and sources
      </Heading>
      {beach.dogRules === null && <Text fontSize="sm">The rules are not known.</Text>}
      {beach.dogRules?.length === 0 && (
        <Box>
          <Text fontSize="sm" fontWeight="semibold">
            No rules listed: dogs welcome all year
          </Text>
          <SourceList evidence={beach.unrestrictedEvidence ?? []} />
        </Box>
      )}
      {beach.dogRules?.map((rule, i) => (
        <Box key={ruleWords(rule)} bg="gray.50" rounded="md" p="3" borderWidth="1px" borderColor="gray.200">
          <Text fontSize="sm" mb="1.5">
            <Badge colorPalette="sea" me="2">
              Rule {i + 1}
            </Badge>
            {ruleWords(rule)}
          </Text>
          <SourceList evidence={rule.evidence ?? []} />
        </Box>
      ))}
    </Stack>
  );
}
