import { Box, chakra } from '@chakra-ui/react';
import { useState } from 'react';

const ARTWORK: Record<string, string> = {
  sandy: '/images/beach-sandy.svg',
  pebble: '/images/beach-pebble.svg',
  rocky: '/images/beach-rocky.svg',
  mixed: '/images/beach-mixed.svg',
};

/** Default artwork for a beach type (no stock photos exist offline). */
export const artworkFor = (beachType: string) => ARTWORK[beachType] ?? ARTWORK.mixed;

export interface BeachImageProps {
  src?: string | null;
  beachType: string;
  alt: string;
  /** Explicit intrinsic size so the layout never shifts. */
  width?: number;
  height?: number;
  sizes?: string;
  srcSet?: string;
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
  const url = !src || broken ? artworkFor(beachType) : src;
  return (
    <chakra.img
      src={url}
      srcSet={url === src ? srcSet : undefined}
      sizes={url === src ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      objectFit="cover"
      w="full"
      h="full"
      onError={() => setBroken(true)}
    />
  );
}
