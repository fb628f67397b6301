import { NativeSelect } from '@chakra-ui/react';
import { useAdminBeachIndex } from '../api/get-admin-beach-index.ts';

/** "All beaches" or one beach, by id (as a string; '' for all), from the public beach index. */
export function BeachFilterSelect({
  value,
  onChange,
}: {
  value: string;
  onChange: (beachId: string) => void;
}) {
  const beaches = useAdminBeachIndex();
  const sorted = [...(beaches.data ?? [])].sort((a, b) => a.name.localeCompare(b.name));
  return (
    <NativeSelect.Root size="sm" width={{ base: 'full', sm: '15rem' }}>
      <NativeSelect.Field aria-label="Beach" value={value} onChange={(e) => onChange(e.currentTarget.value)}>
        <option value="">All beaches</option>
        {sorted.map((beach) => (
          <option key={beach.id} value={String(beach.id)}>
            {beach.name} ({beach.location})
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
