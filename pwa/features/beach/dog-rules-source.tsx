/**
 * Where the beach's dog rules come from: the notes, when someone last read the source (or that
 * no one recorded it: we never show a date we do not have), the source link and how sure we are.
 */
import { Box, Link, Text } from '@chakra-ui/react';
import type { Beach } from '../../../domain/beach.ts';
import { formatDayMonth } from '../../../domain/format.ts';
import { Glyph } from '../../ui/glyph.tsx';

export function DogRulesSource({ beach }: { beach: Beach }) {
  const checked = beach.validationLastChecked;
  return (
    <Box fontSize="sm" color="gray.700" borderTopWidth="1px" borderColor="sand.200" pt="3">
      <Text fontWeight="semibold" color="gray.800" mb="1">
        About this information
      </Text>
      {beach.validationNotes && <Text>{beach.validationNotes}</Text>}
      <Text mt="1" data-testid="dog-rules-checked">
        {checked
          ? `Source last read on ${formatDayMonth(checked)}.`
          : 'Date the source was last read: not recorded.'}{' '}
        {beach.validationSourceUrl ? (
          <Link href={beach.validationSourceUrl} target="_blank" rel="noopener noreferrer" color="sea.800">
            Source (opens in a new tab)
            <Glyph name="external" boxSize="3.5" />
          </Link>
        ) : (
          'No source recorded.'
        )}
      </Text>
      {beach.validationConfidence && (
        <Text mt="1">
          How sure we are: <strong>{beach.validationConfidence}</strong>
          {beach.validationConfidence === 'low' && '. Check the signs at the beach.'}
        </Text>
      )}
    </Box>
  );
}
