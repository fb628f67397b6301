import { chakra, type HTMLChakraProps } from '@chakra-ui/react';

export interface CommunityPhotoSource {
  photoUrl: string;
  /** The API's ready-made srcsets (WebP, and JPEG for browsers without it); empty strings when none. */
  srcSet?: { webp: string; jpeg: string } | null;
}

/**
 * A community photo at the width the layout needs: WebP when the browser takes it, JPEG
 * otherwise, the original URL as the last resort. Lazy-loaded; a 4:3 box is kept while it loads.
 */
export function CommunityPhotoImage({
  photo,
  alt,
  sizes,
  onError,
  ...props
}: {
  photo: CommunityPhotoSource;
  alt: string;
  sizes: string;
  onError?: () => void;
} & Omit<HTMLChakraProps<'img'>, 'src' | 'srcSet' | 'alt' | 'onError'>) {
  const { webp, jpeg } = photo.srcSet ?? { webp: '', jpeg: '' };
  return (
    <picture>
      {webp && <source type="image/webp" srcSet={webp} sizes={sizes} />}
      <chakra.img
        src={photo.photoUrl}
        srcSet={jpeg || undefined}
        sizes={jpeg ? sizes : undefined}
        alt={alt}
        loading="lazy"
        decoding="async"
        display="block"
        w="full"
        aspectRatio={4 / 3}
        objectFit="cover"
        bg="sand.100"
        onError={onError}
        {...props}
      />
    </picture>
  );
}
