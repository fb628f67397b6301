/**
 * Per-page <title>, description, canonical/prev/next links, robots and JSON-LD. React 19
 * hoists title, meta and link elements into <head>.
 */
import { siteOrigin } from '../lib/render-environment.ts';

const SITE = 'Devon Dog Beaches';

export interface PageHeadProps {
  title: string;
  description?: string;
  /** Path (e.g. "/beaches?page=2"); made absolute from the current origin. */
  canonicalPath?: string;
  prevPath?: string;
  nextPath?: string;
  noindex?: boolean;
  jsonLd?: object | object[];
}

const absolute = (path: string) => new URL(path, siteOrigin()).toString();

export function PageHead({
  title,
  description,
  canonicalPath,
  prevPath,
  nextPath,
  noindex,
  jsonLd,
}: PageHeadProps) {
  const fullTitle = title === SITE ? title : `${title} | ${SITE}`;
  return (
    <>
      <title>{fullTitle}</title>
      {description && <meta name="description" content={description} />}
      {description && <meta property="og:description" content={description} />}
      <meta property="og:title" content={fullTitle} />
      {canonicalPath && <link rel="canonical" href={absolute(canonicalPath)} />}
      {prevPath && <link rel="prev" href={absolute(prevPath)} />}
      {nextPath && <link rel="next" href={absolute(nextPath)} />}
      {noindex && <meta name="robots" content="noindex" />}
      {jsonLd && (
        <script type="application/ld+json">{JSON.stringify(jsonLd).replace(/</g, '\\u003c')}</script>
      )}
    </>
  );
}
