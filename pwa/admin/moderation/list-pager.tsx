import { Button, HStack, Text } from '@chakra-ui/react';

/** Previous / "Page 2 of 5 · 112 reviews" / Next under an admin list; nothing when one page holds all. */
export function ListPager({
  page,
  pageSize,
  total,
  noun,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  /** "reviews", said after the total. */
  noun: string;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <HStack as="nav" aria-label={`Pages of ${noun}`} justify="space-between" gap="3" pt="4" wrap="wrap">
      <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <Text fontSize="sm" color="gray.700" aria-live="polite">
        Page {page} of {pages} · {total} {noun}
      </Text>
      <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </HStack>
  );
}
