/**
 * The page's data: every beach (its name, place and link) joined with their current record and 3-day trend. The history
 * is a nicety: if it fails, the page still shows statuses, just without trends.
 */
import { useMemo } from 'react';
import { useBeachIndex } from '../../../data/queries/get-beach-index.ts';
import { useWaterQuality } from '../../../data/queries/get-water-quality.ts';
import { useWaterQualityHistory } from '../../../data/queries/get-water-quality-history.ts';
import { buildRows } from '../water-quality-rows.ts';

export function useWaterQualityRows() {
  const beaches = useBeachIndex();
  const current = useWaterQuality();
  const history = useWaterQualityHistory();

  const rows = useMemo(
    () => (beaches.data && current.data ? buildRows(beaches.data, current.data, history.data) : undefined),
    [beaches.data, current.data, history.data],
  );

  return {
    rows,
    isPending: beaches.isPending || current.isPending,
    error: beaches.error ?? current.error,
    retry: () => {
      if (beaches.isError) void beaches.refetch();
      if (current.isError) void current.refetch();
    },
  };
}
