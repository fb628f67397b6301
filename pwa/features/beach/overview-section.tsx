import { Stack } from '@chakra-ui/react';
import type { Beach } from '../../../domain/beaches/beach.ts';
import { RichText } from '../../ui/rich-text.tsx';
import { CardState } from './card-state.tsx';
import { SectionCard } from './section-card.tsx';

export function OverviewSection({ beach }: { beach: Beach }) {
  return (
    <SectionCard title="Overview" icon="waves">
      {beach.description || beach.aboutDescription ? (
        <Stack gap="3" color="gray.800">
          {beach.description && <RichText text={beach.description} />}
          {beach.aboutDescription && <RichText text={beach.aboutDescription} />}
        </Stack>
      ) : (
        <CardState kind="empty" message="No description yet." />
      )}
    </SectionCard>
  );
}
