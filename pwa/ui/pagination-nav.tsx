import { Button, Flex, HStack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { pageWindow } from '../../domain/beaches/beach-filters.ts';

/** Previous, up to 5 page numbers, Next — as real links so that back/forward and crawlers work. */
export function PaginationNav({
  page,
  totalPages,
  hrefFor,
}: {
  page: number;
  totalPages: number;
  hrefFor: (page: number) => string;
}) {
  if (totalPages <= 1) return null;
  const pages = pageWindow(page, totalPages);
  const edge = (target: number, label: string, disabled: boolean) =>
    disabled ? (
      <Button size="sm" variant="outline" disabled aria-disabled>
        {label}
      </Button>
    ) : (
      <Button asChild size="sm" variant="outline">
        <RouterLink to={hrefFor(target)} rel={label === 'Next' ? 'next' : 'prev'}>
          {label}
        </RouterLink>
      </Button>
    );
  return (
    <Flex as="nav" aria-label="Pagination" justify="center" gap="2" wrap="wrap">
      {edge(page - 1, 'Previous', page <= 1)}
      <HStack gap="1">
        {pages.map((n) => (
          <Button
            key={n}
            asChild
            size="sm"
            variant={n === page ? 'solid' : 'ghost'}
            colorPalette={n === page ? 'sea' : 'gray'}
            minW="9"
          >
            <RouterLink
              to={hrefFor(n)}
              aria-current={n === page ? 'page' : undefined}
              aria-label={`Page ${n}`}
            >
              {n}
            </RouterLink>
          </Button>
        ))}
      </HStack>
      {edge(page + 1, 'Next', page >= totalPages)}
    </Flex>
  );
}
