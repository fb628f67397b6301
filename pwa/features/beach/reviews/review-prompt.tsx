/**
 * Where a signed-in user writes their review of the beach (DESIGN.md: verified users only).
 * Visitors see nothing here; an unverified account is told why it cannot review yet. The form
 * itself (and the schema library it uses) loads only for those who can use it.
 */
import { Flex, Skeleton, Text } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import type { Beach } from '../../../../domain/beaches/beach.ts';
import { useCurrentUser } from '../../../data/queries/current-user.ts';
import { Glyph } from '../../../ui/glyph.tsx';
import { SectionCard } from '../section-card.tsx';

const ReviewForm = lazy(() => import('./review-form.tsx').then((m) => ({ default: m.ReviewForm })));

export function ReviewPrompt({ beach }: { beach: Beach }) {
  const user = useCurrentUser().data;
  if (!user) return null;
  if (!user.emailVerified) {
    return (
      <SectionCard title="Write a review" icon="star">
        <Flex gap="2.5" p="3" rounded="lg" bg="sand.50" color="gray.800" align="start">
          <Glyph name="info" mt="0.5" />
          <Text fontSize="sm">
            Please verify your email to review beaches: follow the link we sent to {user.email} when you
            signed up.
          </Text>
        </Flex>
      </SectionCard>
    );
  }
  return (
    <Suspense fallback={<Skeleton h="48" rounded="xl" />}>
      <ReviewForm beach={beach} />
    </Suspense>
  );
}
