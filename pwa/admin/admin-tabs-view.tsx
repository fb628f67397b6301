/**
 * The dashboard's tabs (tabs.ts): the selected one lives in the address (?tab=reviews), so a
 * reload or a shared link opens it again; each tab's code is fetched the first time it is opened.
 * Arrow keys move between tabs (Chakra's Tabs follow the WAI-ARIA tabs pattern).
 */
import { Center, Spinner, Tabs } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { ADMIN_TABS } from './tabs.ts';

const FIRST_TAB = ADMIN_TABS[0]?.id ?? 'beaches';
const PANELS = new Map(ADMIN_TABS.map((tab) => [tab.id, lazy(tab.load)]));

export function AdminTabsView() {
  const [params, setParams] = useSearchParams();
  const wanted = params.get('tab');
  const selected = ADMIN_TABS.some((tab) => tab.id === wanted) && wanted ? wanted : FIRST_TAB;
  const list = useRef<HTMLDivElement>(null);
  // On a phone the tab row scrolls: keep the selected tab in sight (a link may open the last one).
  useEffect(() => {
    if (!selected) return;
    list.current
      ?.querySelector(`[role="tab"][aria-selected="true"]`)
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [selected]);
  const select = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('tab', value);
        return next;
      },
      { replace: true },
    );
  return (
    <Tabs.Root
      value={selected}
      onValueChange={(e) => select(e.value)}
      lazyMount
      unmountOnExit
      variant="line"
      colorPalette="sea"
    >
      <Tabs.List
        ref={list}
        overflowX="auto"
        overflowY="hidden"
        bg="white"
        borderWidth="1px"
        borderColor="gray.200"
        roundedTop="lg"
        px="2"
        css={{ scrollbarWidth: 'thin' }}
      >
        {ADMIN_TABS.map((tab) => (
          <Tabs.Trigger key={tab.id} value={tab.id} whiteSpace="nowrap" flexShrink="0" fontWeight="medium">
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {ADMIN_TABS.map((tab) => {
        const Panel = PANELS.get(tab.id);
        return (
          <Tabs.Content key={tab.id} value={tab.id} pt="4">
            <Suspense
              fallback={
                <Center py="12">
                  <Spinner color="sea.600" role="status" aria-label="Loading" />
                </Center>
              }
            >
              {Panel && <Panel />}
            </Suspense>
          </Tabs.Content>
        );
      })}
    </Tabs.Root>
  );
}
