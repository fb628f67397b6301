/**
 * "Move to another beach" for a write whose beach was deleted while it waited (issue #28 §3):
 * the beaches this phone knows (the mirror, or the network before it has a copy), searched by
 * name or area, and for feedback "general feedback". What was written is shown and kept; the
 * moved write goes back in the queue under a new key and is sent once (outbox-actions.ts).
 */
import { Box, Field, Input, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { searchBeaches } from '../../../domain/beaches/beach-search.ts';
import type { OutboxItemSummary } from '../../data/outbox/outbox-events.ts';
import { allBeachesQuery } from '../../data/queries/get-all-beaches.ts';
import { ChoiceCard } from '../choice-card.tsx';
import { ConfirmDialog } from '../confirm-dialog.tsx';
import { canGoWithoutBeach, movedThing } from './move-to-beach.ts';

/** Where it goes: a beach, or (feedback) no beach at all. */
type Destination = { id: number; name: string; location?: string } | 'general';

const SHOWN = 6;

export function MoveBeachDialog({
  item,
  onMove,
  onClose,
}: {
  item: OutboxItemSummary;
  /** Keeps the moved item; the dialog says so if that fails. */
  onMove: (destination: Destination) => Promise<void>;
  onClose: () => void;
}) {
  const beaches = useQuery(allBeachesQuery());
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<Destination | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const group = useId();
  const general = canGoWithoutBeach(item);
  // Not the beach it was for, should this phone's copy not have heard yet that it is gone.
  const others = useMemo(
    () => beaches.data?.filter((b) => b.id !== item.beachId),
    [beaches.data, item.beachId],
  );
  const matches = useMemo(() => searchBeaches(others ?? [], query, SHOWN), [others, query]);
  // The beach chosen stays in view (and chosen) while the search moves on.
  const picked = chosen !== null && chosen !== 'general' ? chosen : null;
  const listed = picked && !matches.some((b) => b.id === picked.id) ? [picked, ...matches] : matches;
  const searching = query.trim() !== '';
  // Said out loud as the results change; shown only when there are none to look at.
  const status = !searching
    ? 'Type a beach name or area to find it.'
    : beaches.isPending
      ? 'Loading beaches…'
      : matches.length === 0
        ? `No beaches match “${query.trim()}”.`
        : `${matches.length} ${matches.length === 1 ? 'beach' : 'beaches'} found`;

  const send = () => {
    if (!chosen || busy) return;
    setBusy(true);
    setError(null);
    // Once the moved copy is kept the list drops this item, and this dialog with it.
    onMove(chosen).catch(() => {
      setBusy(false);
      setError('It could not be kept on this phone. Please try again.');
    });
  };

  return (
    <ConfirmDialog
      open
      role="dialog"
      title="Move to another beach"
      description={`The beach this ${movedThing(item)} was for is no longer in the guide. Choose where it belongs: what you wrote is kept, and sent once.`}
      body={
        <Stack gap="4">
          {item.summary && (
            <Box borderLeftWidth="3px" borderColor="sea.400" bg="sand.50" px="3" py="2" rounded="sm">
              <Text fontSize="xs" fontWeight="semibold" color="gray.700" textTransform="uppercase">
                What you wrote
              </Text>
              <Text fontSize="sm" color="gray.900" lineClamp={3}>
                {item.summary}
              </Text>
            </Box>
          )}
          <Stack as="fieldset" gap="2.5" border="0" p="0" m="0" minW="0">
            <Text as="legend" fontWeight="semibold" color="gray.800" p="0" mb="2.5">
              Where should it go?
            </Text>
            {general && (
              <ChoiceCard
                name={group}
                size="sm"
                label="General feedback"
                hint="Not about one beach"
                checked={chosen === 'general'}
                onChoose={() => setChosen('general')}
              />
            )}
            <Field.Root>
              <Field.Label fontSize="sm">Search beaches</Field.Label>
              <Input
                type="search"
                bg="white"
                placeholder="Beach name or area, e.g. Croyde"
                autoComplete="off"
                value={query}
                onChange={(e) => setQuery(e.target.value)}
              />
            </Field.Root>
            {listed.map((beach) => (
              <ChoiceCard
                key={beach.id}
                name={group}
                size="sm"
                label={beach.name}
                hint={beach.location}
                checked={picked?.id === beach.id}
                onChoose={() => setChosen({ id: beach.id, name: beach.name, location: beach.location })}
              />
            ))}
            <Text fontSize="sm" color="gray.600" aria-live="polite" srOnly={matches.length > 0}>
              {status}
            </Text>
          </Stack>
          {error && (
            <Text role="alert" fontSize="sm" color="red.700">
              {error}
            </Text>
          )}
        </Stack>
      }
      confirmLabel={
        chosen === 'general'
          ? 'Send as general feedback'
          : chosen
            ? `Send to ${chosen.name}`
            : 'Choose a beach'
      }
      busyLabel="Sending…"
      busy={busy}
      colorPalette="sea"
      confirmDisabled={!chosen}
      onConfirm={send}
      onClose={onClose}
    />
  );
}
