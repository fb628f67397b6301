/**
 * Whether a path names a page of the PWA, so that the server can answer a path that names
 * nothing with HTTP 404 (search engines and link checkers read the status) while the shell it
 * sends still renders the app's own "not found" page. The static paths mirror the PWA's router
 * (pwa/app/router.tsx; a test keeps them in step); a beach or blog page exists while its row
 * does.
 */
import type { Knex } from 'knex';
import { parseIdentifier } from '../validate.ts';
import { findBeach } from './beach-lookup.ts';
import { findPublishedPost } from './blog.ts';

export const STATIC_PAGE_PATHS = [
  '/',
  '/home-test',
  '/test-design-1',
  '/beach-test',
  '/all-beaches',
  '/beaches',
  '/water-quality',
  '/blog',
  '/blog/dog-beach-safety',
  '/contact',
  '/privacy',
  '/terms',
  '/auth',
  '/forgot-password',
  '/reset-password',
  '/profile',
  '/my-beaches',
  '/community/upload',
  '/community/feedback',
  // The admin area's pages (pwa/admin/admin-app.tsx, under the router's /admin/*).
  '/admin',
  '/admin/login',
  '/admin/dashboard',
] as const;

const staticPages = new Set<string>(STATIC_PAGE_PATHS);

async function beachExists(knex: Knex, identifier: string): Promise<boolean> {
  let parsed: ReturnType<typeof parseIdentifier>;
  try {
    parsed = parseIdentifier(identifier);
  } catch {
    return false; // not an id or a slug: names no beach
  }
  // The database's own errors (it is away) are not an answer: the caller says so (pwa-static.ts).
  return Boolean(await findBeach(knex, parsed));
}

async function blogPostExists(knex: Knex, slug: string): Promise<boolean> {
  return Boolean(await findPublishedPost(knex, slug));
}

/** `path` is the URL path as requested (percent-encoded). */
export async function pageExists(knex: Knex, path: string): Promise<boolean> {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (staticPages.has(clean)) return true;
  const [, kind, param, rest] = /^\/(beach|blog)\/([^/]+)(\/.*)?$/.exec(clean) ?? [];
  if (!kind || rest) return false;
  let decoded: string;
  try {
    decoded = decodeURIComponent(param);
  } catch {
    return false;
  }
  return kind === 'beach' ? beachExists(knex, decoded) : blogPostExists(knex, decoded);
}
