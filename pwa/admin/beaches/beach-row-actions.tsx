/** A beach's actions in the admin list: Edit, View (the public page, in a new tab) and Delete. */
import { Button, HStack } from '@chakra-ui/react';
import type { AdminBeachRow } from '../../../domain/admin/admin-beach-list.ts';

export interface BeachRowHandlers {
  onEdit: (beach: AdminBeachRow) => void;
  onDelete: (beach: AdminBeachRow) => void;
}

export function BeachRowActions({ beach, onEdit, onDelete }: BeachRowHandlers & { beach: AdminBeachRow }) {
  return (
    <HStack gap="1.5" justify={{ base: 'stretch', md: 'end' }}>
      <Button
        size="xs"
        variant="outline"
        colorPalette="sea"
        aria-label={`Edit ${beach.name}`}
        onClick={() => onEdit(beach)}
      >
        Edit
      </Button>
      <Button asChild size="xs" variant="outline">
        <a
          href={`/beach/${beach.slug}`}
          target="_blank"
          rel="noopener"
          aria-label={`View ${beach.name} (opens in a new tab)`}
        >
          View
        </a>
      </Button>
      <Button
        size="xs"
        variant="outline"
        colorPalette="red"
        aria-label={`Delete ${beach.name}`}
        onClick={() => onDelete(beach)}
      >
        Delete
      </Button>
    </HStack>
  );
}
