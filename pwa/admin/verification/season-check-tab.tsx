/**
 * Season check (issue #29 item 4): every seasonal dog rule, soonest season first, with its last
 * confirmation, its order's expiry, its computed confidence and what must be checked before the
 * season starts. A table on a wide screen, cards on a phone.
 */
import { Badge, Box, chakra, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { formatDayMonth } from '../../../domain/common/format.ts';
import type { SeasonCheckRow } from '../../../domain/dog-rules/season-check.ts';
import { useSeasonCheck } from '../api/get-season-check.ts';
import { CONFIDENCE_PALETTE } from '../beaches/computed-confidence.tsx';
import { QueryStates } from '../moderation/query-states.tsx';
import { TabHeader } from '../moderation/tab-header.tsx';
import { ruleWords } from './rule-sources.tsx';
import { SeasonFlags } from './season-flags.tsx';

const Table = chakra('table', {
  base: {
    width: 'full',
    borderCollapse: 'collapse',
    fontSize: 'sm',
    '& th, & td': {
      textAlign: 'start',
      verticalAlign: 'top',
      px: '3',
      py: '2',
      borderBottomWidth: '1px',
      borderColor: 'gray.200',
    },
    '& th': { fontWeight: 'semibold', color: 'gray.700', bg: 'sand.100' },
  },
});

const days = (row: SeasonCheckRow) =>
  row.daysUntilStart === 1 ? 'tomorrow' : `in ${row.daysUntilStart} days`;
const key = (row: SeasonCheckRow) => `${row.beachId}-${row.ruleIndex}`;
const confirmed = (row: SeasonCheckRow) => (row.lastConfirmed ? formatDayMonth(row.lastConfirmed) : 'never');
const expires = (row: SeasonCheckRow) => (row.orderExpires ? formatDayMonth(row.orderExpires) : 'not known');

function Confidence({ row }: { row: SeasonCheckRow }) {
  return <Badge colorPalette={CONFIDENCE_PALETTE[row.confidence]}>{row.confidence}</Badge>;
}

function BeachLink({ row }: { row: SeasonCheckRow }) {
  return (
    <Link href={`/beach/${row.beachSlug}`} color="sea.800" fontWeight="semibold">
      {row.beachName}
    </Link>
  );
}

function SeasonTable({ rows }: { rows: SeasonCheckRow[] }) {
  return (
    <Box hideBelow="md" overflowX="auto" bg="white" borderWidth="1px" borderColor="gray.200" rounded="md">
      <Table>
        <chakra.caption srOnly>Seasonal rules, soonest season first</chakra.caption>
        <thead>
          <tr>
            {[
              'Beach',
              'Rule',
              'Season starts',
              'Last confirmed',
              'Order expires',
              'Confidence',
              'Check before then',
            ].map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={key(row)}>
              <td>
                <BeachLink row={row} />
              </td>
              <td>
                {ruleWords(row.rule)}
                {row.inSeasonNow && <Text color="sea.700">In season now</Text>}
              </td>
              <td>
                <Text whiteSpace="nowrap">{formatDayMonth(row.nextSeasonStart)}</Text>
                <Text color="gray.700">{days(row)}</Text>
              </td>
              <td>{confirmed(row)}</td>
              <td>{expires(row)}</td>
              <td>
                <Confidence row={row} />
              </td>
              <td>
                <SeasonFlags flags={row.flags} />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Box>
  );
}

function SeasonCards({ rows }: { rows: SeasonCheckRow[] }) {
  return (
    <Stack as="ul" hideFrom="md" gap="3" m="0" p="0" aria-label="Seasonal rules, soonest season first">
      {rows.map((row) => (
        <Box
          as="li"
          key={key(row)}
          listStyleType="none"
          bg="white"
          borderWidth="1px"
          borderColor="gray.200"
          rounded="lg"
          p="3"
        >
          <HStack justify="space-between" align="start" gap="2">
            <BeachLink row={row} />
            <Confidence row={row} />
          </HStack>
          <Text fontSize="sm" mt="1">
            {ruleWords(row.rule)}
          </Text>
          <Text fontSize="sm" mt="1" fontWeight="semibold">
            Season starts {formatDayMonth(row.nextSeasonStart)}, {days(row)}
            {row.inSeasonNow ? ' (in season now)' : ''}
          </Text>
          <Text fontSize="sm" color="gray.700">
            Last confirmed {confirmed(row)} · order expires {expires(row)}
          </Text>
          <Box mt="2">
            <SeasonFlags flags={row.flags} />
          </Box>
        </Box>
      ))}
    </Stack>
  );
}

export default function SeasonCheckTab() {
  const check = useSeasonCheck();
  const flagged = check.data?.rows.filter((r) => r.flags.length > 0).length ?? 0;
  return (
    <Stack gap="4">
      <TabHeader
        title="Season check"
        badge={flagged > 0 ? <Badge colorPalette="orange">{flagged} to check</Badge> : undefined}
        description="Every seasonal dog rule by the days until its season starts, with what to check before then."
      />
      <QueryStates
        query={check}
        what="seasonal rules"
        isEmpty={(c) => c.rows.length === 0}
        empty="No seasonal rules."
      >
        {(c) => (
          <>
            <SeasonTable rows={c.rows} />
            <SeasonCards rows={c.rows} />
          </>
        )}
      </QueryStates>
    </Stack>
  );
}
