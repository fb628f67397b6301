import { Badge, Box, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import type { AuditEntry } from '../../../domain/admin/admin-answers.ts';
import { formatLondonDateTime } from '../../../domain/common/format.ts';

export type { AuditEntry };

/** One item of GET /api/admin/audit-log. */

/** 'walking_route' → 'Walking route', 'upload-photo' → 'Upload photo'. */
const humanise = (name: string) => {
  const words = name.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A value as the log shows it: text as is, nothing as "(empty)", lists and objects as JSON. */
function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

const Value = chakra('span', {
  base: {
    fontFamily: 'mono',
    fontSize: 'xs',
    px: '1',
    rounded: 'sm',
    overflowWrap: 'anywhere',
    whiteSpace: 'pre-wrap',
  },
});

/** Who did what to which record and when; the changed fields open underneath as before → after. */
export function AuditEntryRow({ entry }: { entry: AuditEntry }) {
  const changes = Object.entries(entry.changes ?? {});
  return (
    <Box as="li" bg="white" borderWidth="1px" borderColor="gray.200" rounded="lg" p={{ base: '3', md: '4' }}>
      <Flex justify="space-between" gap="2" wrap="wrap">
        <Flex gap="2" align="center" wrap="wrap">
          <Badge bg="sea.700" color="white">
            {humanise(entry.action)}
          </Badge>
          <Text fontWeight="semibold">
            {humanise(entry.entity)}
            {entry.entityId !== null ? ` #${entry.entityId}` : ''}
          </Text>
        </Flex>
        <Text fontSize="sm" color="gray.700">
          <chakra.time dateTime={entry.createdAt}>{formatLondonDateTime(entry.createdAt)}</chakra.time> by{' '}
          {entry.adminUsername}
        </Text>
      </Flex>
      <Text mt="1" color="gray.800">
        {entry.summary}
      </Text>
      {changes.length > 0 && (
        <chakra.details mt="2">
          <chakra.summary cursor="pointer" color="sea.700" fontSize="sm" fontWeight="medium" w="fit-content">
            {changes.length} changed field{changes.length === 1 ? '' : 's'}
          </chakra.summary>
          <Stack
            as="ul"
            listStyleType="none"
            gap="1"
            mt="2"
            ps="2"
            borderInlineStartWidth="2px"
            borderColor="sea.200"
          >
            {changes.map(([field, { before, after }]) => (
              <Box as="li" key={field} fontSize="sm">
                <Text as="span" fontWeight="semibold">
                  {field}:
                </Text>{' '}
                <Value bg="red.50" color="red.800">
                  {shown(before)}
                </Value>{' '}
                <span aria-hidden="true">→</span>
                <chakra.span srOnly> changed to </chakra.span>{' '}
                <Value bg="green.50" color="green.800">
                  {shown(after)}
                </Value>
              </Box>
            ))}
          </Stack>
        </chakra.details>
      )}
    </Box>
  );
}
