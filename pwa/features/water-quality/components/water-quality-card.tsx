import { Badge, Box, Card, Flex, Heading, LinkOverlay, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import {
  noRecordNote,
  noSampleText,
  noTrendText,
} from '../../../../domain/water-quality/water-quality-wording.ts';
import { HISTORY_DAYS } from '../../../data/queries/get-water-quality-history.ts';
import { WaterQualityDates } from '../../../ui/water-quality-dates.tsx';
import type { WaterQualityRow } from '../water-quality-rows.ts';
import { DATA_SOURCE_LABELS, STATUS_STYLE } from '../water-quality-status.ts';
import { TrendIndicator } from './trend-indicator.tsx';

/**
 * One beach: its status badge, its 3-day trend (or why there is none: no samples held, or too
 * few), and the dates its data carries; the whole card links to the beach.
 */
export function WaterQualityCard({ row, now }: { row: WaterQualityRow; now: Date }) {
  const { beach, record, status, trend } = row;
  const { label, palette, bg, fg } = STATUS_STYLE[status];
  return (
    <Card.Root
      variant="outline"
      bg="white"
      position="relative"
      h="full"
      borderLeftWidth="4px"
      borderLeftColor={`${palette}.500`}
      transition="box-shadow 0.15s"
      _hover={{ shadow: 'md' }}
    >
      <Card.Body gap="3" p="4">
        <Flex justify="space-between" align="start" gap="3">
          <Box minW="0">
            <Heading as="h3" size="md" lineHeight="1.3" color="sea.900" m="0">
              <LinkOverlay
                asChild
                color="inherit"
                textDecoration="none"
                _hover={{ textDecoration: 'underline' }}
              >
                <RouterLink to={`/beach/${beach.slug}`}>{beach.name}</RouterLink>
              </LinkOverlay>
            </Heading>
            <Text fontSize="sm" color="gray.600">
              {beach.location}
            </Text>
          </Box>
          <Badge bg={bg} color={fg} variant="solid" size="md" flexShrink={0}>
            <Box as="span" srOnly>
              Water quality:
            </Box>
            {label}
          </Badge>
        </Flex>
        {record ? (
          <>
            <WaterQualityDates record={record} now={now} />
            {!record.sample && !trend?.sampleDays ? (
              <Text fontSize="sm" color="gray.600">
                {noSampleText(record)}
              </Text>
            ) : (
              trend &&
              (trend.trend ? (
                <TrendIndicator trend={trend.trend} />
              ) : (
                <Text fontSize="sm" color="gray.600">
                  {noTrendText(trend.sampleDays, record.sample?.sampledAt ?? null, HISTORY_DAYS, now)}
                </Text>
              ))
            )}
            {record.statusDetails && (
              <Text fontSize="xs" color="gray.600" lineClamp={3}>
                {record.statusDetails}
                {!record.statusDetails.includes('Environment Agency') && DATA_SOURCE_LABELS[record.dataSource]
                  ? ` · ${DATA_SOURCE_LABELS[record.dataSource]}`
                  : ''}
              </Text>
            )}
          </>
        ) : (
          <Text fontSize="sm" color="gray.600">
            Water quality data unavailable
            <Box as="span" srOnly>
              {` for ${beach.name}`}
            </Box>
            {`. ${noRecordNote(beach)}.`}
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}
