/** Community (issue #13): the photos people share (hide, unhide, delete) and all their feedback, private too. */
import { Heading, Stack, Tabs, Text } from '@chakra-ui/react';
import { CommunityPhotosPanel } from './community-photos-panel.tsx';
import { FeedbackPanel } from './feedback-panel.tsx';

export default function CommunityTab() {
  return (
    <Stack gap="4">
      <Stack gap="1">
        <Heading as="h2" size="lg">
          Community
        </Heading>
        <Text color="gray.700">
          Photos are public as soon as they are shared: hide one to take it off the beach page. Private
          feedback is only shown here.
        </Text>
      </Stack>
      <Tabs.Root defaultValue="photos" variant="line" colorPalette="sea" lazyMount>
        <Tabs.List aria-label="Community content">
          <Tabs.Trigger value="photos">Photos</Tabs.Trigger>
          <Tabs.Trigger value="feedback">Feedback</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="photos">
          <CommunityPhotosPanel />
        </Tabs.Content>
        <Tabs.Content value="feedback">
          <FeedbackPanel />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
