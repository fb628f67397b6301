import { Box, chakra } from '@chakra-ui/react';
import { useState } from 'react';

const TYPES = new Set(['sandy', 'pebble', 'rocky', 'mixed']);
const VARIANTS = 3;

/**
 * Default artwork for a beach type (no stock photos exist offline): one of three scenes per
 * type, chosen by a stable hash of the beach so neighbouring cards differ.
 */
export function artworkFor(beachType: string, key = ''): string {
  let hash = 0;
  for (const c of key) hash = (hash * 31 + c.charCodeAt(0)) | 0;
  const type = TYPES.has(beachType) ? beachType : 'mixed';
  return `/images/beach-${type}-${(Math.abs(hash) % VARIANTS) + 1}.svg`;
}

export interface BeachImageProps {
  src?: string | null;
  beachType: string;
  alt: string;
  /** Explicit intrinsic size so the layout never shifts. */
  width?: number;
  height?: number;
  sizes?: string;
  srcSet?: string;
  /** Picks the artwork variant (e.g. the slug). */
  artworkKey?: string;
  eager?: boolean;
  /** The broken-image fallback: the artwork (default) or a plain gradient (banners). */
  fallback?: 'artwork' | 'gradient';
}

/** A beach photo (or the type's artwork), falling back gracefully when the image is broken. */
export function BeachImage({
  src,
  beachType,
  alt,
  width = 600,
  height = 338,
  sizes,
  srcSet,
  eager,
  artworkKey,
  fallback = 'artwork',
}: BeachImageProps) {
  const [broken, setBroken] = useState(false);
  if (broken && fallback === 'gradient') {
    return (
      <Box
        role="img"
        aria-label={alt}
        w="full"
        h="full"
        bgGradient="to-br"
        gradientFrom="sea.400"
        gradientTo="sand.300"
      />
    );
  }
  const url = !src || broken ? artworkFor(beachType, artworkKey) : src;
  return (
    <chakra.img
      src={url}
      srcSet={url === src ? srcSet : undefined}
      sizes={url === src ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      // The banner is the page's largest paint: fetched before scripts and other images.
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      objectFit="cover"
      w="full"
      h="full"
      onError={() => setBroken(true)}
    />
  );
}
