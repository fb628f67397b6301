import { Tabs } from '@chakra-ui/react';
import { type MouseEvent, useState } from 'react';
import type { Beach } from '../../../domain/beaches/beach.ts';
import { Glyph, type GlyphName } from '../../ui/glyph.tsx';
import { BeachDetailsTab } from './beach-details-tab.tsx';
import { DogWalksTab } from './routes/dog-walks-tab.tsx';

const TABS: { value: string; id: string; label: string; icon: GlyphName }[] = [
  { value: 'details', id: 'beach-details', label: 'Beach Details', icon: 'info' },
  { value: 'walks', id: 'dog-walks', label: 'Dog Walks', icon: 'route' },
];
const idOf = (value: string) => TABS.find((tab) => tab.value === value)?.id ?? value;

/**
 * 'Beach Details' and 'Dog Walks'; arrow keys move between them (Ark tabs). Each tab is a link to
 * its panel (issue #32 item 1), and both panels are in the server's HTML: before the app has
 * started, a tap on "Dog Walks" goes to `#dog-walks` and the page's styles show that panel in place
 * of the details (`:target`); once the app has started, the tabs switch in place.
 */
export function BeachTabs({ beach }: { beach: Beach }) {
  const [value, setValue] = useState('details');
  const choose = (event: MouseEvent, tab: string) => {
    event.preventDefault();
    setValue(tab);
  };
  return (
    <Tabs.Root
      value={value}
      onValueChange={(details) => setValue(details.value)}
      // A tab chosen with the app running stays on this page: Ark would follow a trigger that
      // is a link (a click of its own on it), and the address would move to the panel.
      navigate={() => undefined}
      ids={{ content: idOf, trigger: (tab) => `${idOf(tab)}-tab` }}
      variant="enclosed"
      colorPalette="sea"
      fitted
      css={{
        // The panel not chosen is hidden by these styles, not by a `hidden` attribute (the reset's
        // `[hidden] { display: none !important }` would win over any), so that before the app the
        // panel the address points at shows in place of the details.
        '& > [data-part=content]:not([data-selected])': { display: 'none' },
        '&:has(#dog-walks:target) #dog-walks': { display: 'block' },
        '&:has(#dog-walks:target) #beach-details': { display: 'none' },
      }}
    >
      <Tabs.List bg="sand.100" rounded="xl" p="1" mb="5">
        {TABS.map((tab) => (
          <Tabs.Trigger
            key={tab.value}
            value={tab.value}
            rounded="lg"
            fontWeight="semibold"
            asChild
            onClick={(event) => choose(event, tab.value)}
          >
            <a href={`#${tab.id}`}>
              <Glyph name={tab.icon} /> {tab.label}
            </a>
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="details" p="0" hidden={false}>
        <BeachDetailsTab beach={beach} />
      </Tabs.Content>
      <Tabs.Content value="walks" p="0" scrollMarginTop="20" hidden={false}>
        <DogWalksTab beach={beach} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
