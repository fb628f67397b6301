import { Tabs } from '@chakra-ui/react';
import type { Beach } from '../../../domain/beaches/beach.ts';
import { Glyph } from '../../ui/glyph.tsx';
import { BeachDetailsTab } from './beach-details-tab.tsx';
import { DogWalksTab } from './routes/dog-walks-tab.tsx';

/** 'Beach Details' and 'Dog Walks'; arrow keys move between them (Ark tabs). Walks load when opened. */
export function BeachTabs({ beach }: { beach: Beach }) {
  return (
    <Tabs.Root defaultValue="details" variant="enclosed" colorPalette="sea" lazyMount fitted>
      <Tabs.List bg="sand.100" rounded="xl" p="1" mb="5">
        <Tabs.Trigger value="details" rounded="lg" fontWeight="semibold">
          <Glyph name="info" /> Beach Details
        </Tabs.Trigger>
        <Tabs.Trigger value="walks" rounded="lg" fontWeight="semibold">
          <Glyph name="route" /> Dog Walks
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="details" p="0">
        <BeachDetailsTab beach={beach} />
      </Tabs.Content>
      <Tabs.Content value="walks" p="0">
        <DogWalksTab beach={beach} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
