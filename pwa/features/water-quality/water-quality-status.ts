/** How each water-quality status looks (spec §9: excellent blue, good green, sufficient yellow, poor red, unknown grey). */
import type {
  WaterQualityDisplayStatus,
  WaterQualityTrend,
} from '../../../domain/water-quality/water-quality-trend.ts';

/** `bg`/`fg` are the solid badge colours, chosen for at least 4.5:1 contrast (green.600 is too light). */
export const STATUS_STYLE: Record<
  WaterQualityDisplayStatus,
  { label: string; palette: string; bg: string; fg: string }
> = {
  excellent: { label: 'Excellent', palette: 'blue', bg: 'blue.600', fg: 'white' },
  good: { label: 'Good', palette: 'green', bg: 'green.700', fg: 'white' },
  sufficient: { label: 'Sufficient', palette: 'yellow', bg: 'yellow.300', fg: 'gray.900' },
  poor: { label: 'Poor', palette: 'red', bg: 'red.600', fg: 'white' },
  unknown: { label: 'Unknown', palette: 'gray', bg: 'gray.600', fg: 'white' },
};

export const TREND_STYLE: Record<WaterQualityTrend, { arrow: string; label: string; color: string }> = {
  improving: { arrow: '↑', label: 'Improving', color: 'green.700' },
  declining: { arrow: '↓', label: 'Declining', color: 'red.700' },
  stable: { arrow: '→', label: 'Stable', color: 'gray.600' },
};

/** Where a record came from, in words (unknown sources are shown as stored). */
export const DATA_SOURCE_LABELS: Record<string, string> = {
  ea_annual_classification: 'Environment Agency annual classification',
  ea_sample: 'Environment Agency sample',
  environment_agency: 'Environment Agency',
  waterfit_live: 'WaterFit Live',
};
