import { Stack } from '@chakra-ui/react';
import type { Beach } from '../../../domain/beaches/beach.ts';
import { WhenNearViewport } from '../../ui/when-near-viewport.tsx';
import { CommunityFeedback } from './community/community-feedback.tsx';
import { CommunityPhotos } from './community/community-photos.tsx';
import { CommunitySharePrompt } from './community/community-share-prompt.tsx';
import { ContactSection } from './contact-section.tsx';
import { DogRulesSection } from './dog-rules/dog-rules-section.tsx';
import { OverviewSection } from './overview-section.tsx';
import { FacilitiesSection } from './places/facilities-section.tsx';
import { ReviewPrompt } from './reviews/review-prompt.tsx';
import { ReviewsSection } from './reviews/reviews-section.tsx';

/** The 'Beach Details' tab, in the spec's order. */
export function BeachDetailsTab({ beach }: { beach: Beach }) {
  return (
    <Stack gap="5">
      <OverviewSection beach={beach} />
      <CommunitySharePrompt beach={beach} />
      <DogRulesSection beach={beach} />
      <FacilitiesSection beach={beach} />
      <ContactSection beach={beach} />
      <WhenNearViewport minH="640px" whenIdle>
        <CommunityPhotos beach={beach} />
        <CommunityFeedback beach={beach} />
        <ReviewsSection beach={beach} />
      </WhenNearViewport>
      <ReviewPrompt beach={beach} />
    </Stack>
  );
}
