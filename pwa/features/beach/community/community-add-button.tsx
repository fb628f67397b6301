import { Button } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import type { Beach } from '../../../../domain/beaches/beach.ts';
import { useCurrentUser } from '../../../data/queries/current-user.ts';
import { Glyph } from '../../../ui/glyph.tsx';
import { beachParams } from './community-share-prompt.tsx';

/** 'Add Photos' / 'Add Feedback' beside the community sections' titles: signed-in users only (spec §6). */
export function CommunityAddButton({ beach, kind }: { beach: Beach; kind: 'photos' | 'feedback' }) {
  const user = useCurrentUser().data;
  if (!user) return null;
  const photos = kind === 'photos';
  return (
    <Button asChild size="sm" variant="outline" colorPalette="sea">
      <RouterLink to={`/community/${photos ? 'upload' : 'feedback'}?${beachParams(beach)}`}>
        <Glyph name={photos ? 'camera' : 'message'} /> {photos ? 'Add Photos' : 'Add Feedback'}
      </RouterLink>
    </Button>
  );
}
