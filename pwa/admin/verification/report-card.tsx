/**
 * One visitor's report in the queue: the sign photo (a button that enlarges it), whether the sign
 * agrees with the rule they saw, what it says and where it stands, who sent it and when, and the
 * three decisions. Confirm is offered only while the rule still stands as the visitor saw it.
 */
import { Alert, Badge, Box, Button, chakra, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { QueueReport } from '../../../domain/admin/admin-dog-rule-reports.ts';
import { formatDayMonth, formatLondonDateTime } from '../../../domain/common/format.ts';
import { largest, PhotoDialog } from './photo-dialog.tsx';
import { ruleWords } from './rule-sources.tsx';

export type DecisionKind = 'confirm' | 'correct' | 'dismiss';

function ruleLabel(report: QueueReport): string {
  const which = report.ruleIndex === null ? 'the beach’s “no rules” listing' : `rule ${report.ruleIndex + 1}`;
  return report.verdict === 'agrees' ? `Sign agrees with ${which}` : `Sign differs from ${which}`;
}

export function ReportCard({
  report,
  beachName,
  onDecide,
}: {
  report: QueueReport;
  beachName: string;
  onDecide: (kind: DecisionKind) => void;
}) {
  const [enlarged, setEnlarged] = useState(false);
  const thumb =
    [...report.photoVariants].sort((a, b) => a.width - b.width).find((v) => v.width >= 300) ??
    largest(report.photoVariants);
  const by = report.reporterName ?? 'a visitor';
  const alt = `The sign at ${beachName}, photographed by ${by}`;
  return (
    <Box as="li" bg="white" borderWidth="1px" borderColor="gray.200" rounded="lg" p="3" listStyleType="none">
      <Stack gap="3" direction={{ base: 'column', sm: 'row' }}>
        {thumb ? (
          <chakra.button
            type="button"
            onClick={() => setEnlarged(true)}
            aria-label={`Enlarge the photo of the sign by ${by}`}
            flexShrink="0"
            w={{ base: 'full', sm: '40' }}
            rounded="md"
            overflow="hidden"
            cursor="zoom-in"
            _focusVisible={{ outline: '3px solid', outlineColor: 'sea.500' }}
          >
            <chakra.img
              src={thumb.jpeg}
              alt=""
              w="full"
              aspectRatio={4 / 3}
              objectFit="cover"
              bg="sand.100"
            />
          </chakra.button>
        ) : (
          <Box
            w={{ base: 'full', sm: '40' }}
            aspectRatio={4 / 3}
            bg="sand.100"
            rounded="md"
            display="grid"
            placeItems="center"
          >
            <Text fontSize="sm" color="gray.700">
              No photo
            </Text>
          </Box>
        )}
        <Stack gap="1.5" flex="1" minW="0">
          <Badge alignSelf="start" colorPalette={report.verdict === 'agrees' ? 'green' : 'orange'}>
            {ruleLabel(report)}
          </Badge>
          {report.rule && (
            <Text fontSize="sm" color="gray.800">
              Rule as seen: {ruleWords(report.rule)}
            </Text>
          )}
          {(report.signSays || report.verdict === 'differs') && (
            <Text fontSize="sm">
              <chakra.span fontWeight="semibold">The sign says: </chakra.span>
              {report.signSays ?? 'not written down'}
            </Text>
          )}
          <Text fontSize="sm">
            <chakra.span fontWeight="semibold">Where: </chakra.span>
            {report.signLocation ?? 'not said'}
          </Text>
          <Text fontSize="sm" color="gray.700">
            {report.photoTakenOn
              ? `Photographed ${formatDayMonth(report.photoTakenOn)}`
              : 'Photo date not known'}{' '}
            · by {by} · sent {formatLondonDateTime(report.createdAt)}
          </Text>
        </Stack>
      </Stack>
      {!report.ruleUnchanged && (
        <Alert.Root status="warning" mt="3" size="sm">
          <Alert.Indicator />
          <Alert.Title>The rule changed since this report: correct or dismiss it.</Alert.Title>
        </Alert.Root>
      )}
      <HStack gap="2" mt="3" wrap="wrap">
        <Button
          size="sm"
          colorPalette="sea"
          disabled={!report.ruleUnchanged}
          onClick={() => onDecide('confirm')}
          aria-label={`Confirm report by ${by}`}
        >
          Confirm
        </Button>
        <Button
          size="sm"
          variant="outline"
          colorPalette="sea"
          onClick={() => onDecide('correct')}
          aria-label={`Correct the rules from the report by ${by}`}
        >
          Correct
        </Button>
        <Button
          size="sm"
          variant="outline"
          colorPalette="red"
          onClick={() => onDecide('dismiss')}
          aria-label={`Dismiss report by ${by}`}
        >
          Dismiss
        </Button>
      </HStack>
      {thumb && (
        <PhotoDialog
          variants={report.photoVariants}
          alt={alt}
          open={enlarged}
          onClose={() => setEnlarged(false)}
        />
      )}
    </Box>
  );
}
