import { Box, chakra, Text } from '@chakra-ui/react';

const Table = chakra('table', {
  base: {
    width: 'full',
    borderCollapse: 'collapse',
    fontSize: 'sm',
    '& th, & td': { textAlign: 'start', px: '3', py: '2', borderBottomWidth: '1px', borderColor: 'gray.200' },
    '& th': { fontWeight: 'semibold', color: 'gray.700', bg: 'sand.100' },
    '& thead th': { position: 'sticky', top: 0 },
    '& td[data-numeric], & th[data-numeric]': { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  },
});

export interface Column<Row> {
  header: string;
  cell: (row: Row) => string | number;
  numeric?: boolean;
}

/**
 * A plain, labelled table of figures. Tall ones scroll inside their box, which can then take
 * keyboard focus so the scrolling works without a mouse.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
  maxH,
}: {
  caption: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  empty: string;
  maxH?: string;
}) {
  if (rows.length === 0) {
    return (
      <Box bg="white" borderWidth="1px" borderColor="gray.200" rounded="md" px="3" py="2">
        <Text fontWeight="semibold" mb="1">
          {caption}
        </Text>
        <Text color="gray.700" fontSize="sm" pb="1">
          {empty}
        </Text>
      </Box>
    );
  }
  return (
    <Box
      overflow="auto"
      maxH={maxH}
      tabIndex={maxH ? 0 : undefined}
      role={maxH ? 'region' : undefined}
      aria-label={maxH ? caption : undefined}
      bg="white"
      borderWidth="1px"
      borderColor="gray.200"
      rounded="md"
    >
      <Table>
        <chakra.caption textAlign="start" fontWeight="semibold" px="3" py="2" fontSize="md">
          {caption}
        </chakra.caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.header} scope="col" data-numeric={c.numeric || undefined}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((c) => (
                <td key={c.header} data-numeric={c.numeric || undefined}>
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </Box>
  );
}
