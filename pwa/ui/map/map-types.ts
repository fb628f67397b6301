import type { DogRule } from '../../../domain/dog-rules/dog-rules.ts';

/** What every map in the app is given: the beaches to show and how to frame them (spec §2 Maps). */
export interface MapBeach {
  id: number;
  slug: string;
  name: string;
  location: string;
  latitude: string;
  longitude: string;
  accessType: string;
  dogAccessStatus?: string | null;
  /** The rules today's status is read from (an old offline copy may have only the fields above). */
  dogRules?: readonly DogRule[] | null;
  dogRestrictionStart?: string | null;
  dogRestrictionEnd?: string | null;
  dogRestrictionHours?: string | null;
  dogOnLeadRequired?: boolean;
  /** The page the rules rest on: with no rule and no source, the map does not colour a beach green. */
  validationSourceUrl?: string | null;
}

export interface BeachMapProps {
  beaches: MapBeach[];
  /** CSS height of the map area (default 420px). */
  height?: string;
  /** Accessible name of the map region, e.g. "Map of 28 beaches". */
  label?: string;
  /** A planned moment (issue #31 item 2): markers say and are coloured by the dogs' status then. */
  at?: Date;
}

export const MAP_DEFAULTS = {
  center: [50.72, -3.53] as [number, number],
  zoom: 8,
  maxFitZoom: 12,
  singleBeachZoom: 11,
  padding: 50,
  tileTimeoutMs: 3000,
  fallbackListSize: 12,
} as const;
