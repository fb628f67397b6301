import type { Beach } from '../../../domain/beaches/beach.ts';
import { siteOrigin } from '../../lib/render-environment.ts';
import { PageHead } from '../../ui/page-head.tsx';

const DESCRIPTION_LENGTH = 155;

/** Plain text for meta tags: markup stripped and cut at a word near the limit. */
function metaDescription(beach: Beach): string {
  const text = (beach.description ?? `${beach.name}, a dog-friendly beach in ${beach.location}.`)
    .replace(/\*+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= DESCRIPTION_LENGTH) return text;
  return `${text.slice(0, text.lastIndexOf(' ', DESCRIPTION_LENGTH - 1))}…`;
}

/** Title, description, canonical /beach/{slug}, and JSON-LD Beach + BreadcrumbList. */
export function BeachSeo({ beach }: { beach: Beach }) {
  const path = `/beach/${beach.slug}`;
  const url = new URL(path, siteOrigin()).toString();
  const description = metaDescription(beach);
  const place = {
    '@context': 'https://schema.org',
    '@type': 'Beach',
    name: beach.name,
    description,
    url,
    ...(beach.imageUrl ? { image: new URL(beach.imageUrl, siteOrigin()).toString() } : {}),
    geo: { '@type': 'GeoCoordinates', latitude: Number(beach.latitude), longitude: Number(beach.longitude) },
    address: {
      '@type': 'PostalAddress',
      ...(beach.fullAddress ? { streetAddress: beach.fullAddress } : {}),
      addressLocality: beach.location,
      ...(beach.county ? { addressRegion: beach.county } : {}),
      ...(beach.postcode ? { postalCode: beach.postcode } : {}),
      addressCountry: 'GB',
    },
    ...(beach.totalReviews > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: beach.averageRating,
            reviewCount: beach.totalReviews,
            bestRating: 5,
          },
        }
      : {}),
  };
  const breadcrumbs = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      {
        '@type': 'ListItem',
        position: 1,
        name: 'Home',
        item: new URL('/', siteOrigin()).toString(),
      },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'Beaches',
        item: new URL('/beaches', siteOrigin()).toString(),
      },
      { '@type': 'ListItem', position: 3, name: beach.name, item: url },
    ],
  };
  return (
    <PageHead
      title={beach.name}
      description={description}
      canonicalPath={path}
      jsonLd={[place, breadcrumbs]}
    />
  );
}
