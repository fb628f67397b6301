// TEMPORARY scaffold: replaced by the Leaflet map in this work.
import type { BeachMapProps } from './map-types.ts';

export default function BeachMap({ beaches, height = '420px', label }: BeachMapProps) {
  return (
    <section aria-label={label ?? `Map of ${beaches.length} beaches`} style={{ height }}>
      {beaches.length} beaches
    </section>
  );
}
