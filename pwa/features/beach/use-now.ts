// The clock moved to pwa/lib/use-now.ts (the listing, the directory and the map read it too);
// kept here so the beach page's own modules keep their import.
export { useNow } from '../../lib/use-now.ts';
