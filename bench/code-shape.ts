/**
 * The shape of the code (issue #30's figures), at the work tree or at a commit: per folder, how
 * many source files (tests and test harnesses left out) and their median and largest line counts;
 * and where the PWA defines its queries (the folders whose files declare a query key).
 * Prints JSON.
 *   node --import tsx bench/code-shape.ts [--rev <commit>]
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { rev: { type: 'string' } } });
const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8', maxBuffer: 1 << 28 });
const rev = values.rev;

const names = (rev ? git('ls-tree', '-r', '--name-only', rev) : git('ls-files'))
  .split('\n')
  .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !/(^|\/)testing\//.test(name));
const read = (name: string) => (rev ? git('show', `${rev}:${name}`) : readFileSync(name, 'utf8'));

/** pwa/ and api/ by their second level (pwa/features, api/routes); other top folders whole. */
const folderOf = (name: string) => {
  const parts = name.split('/');
  if (parts.length < 2) return null;
  return parts[0] === 'pwa' || parts[0] === 'api'
    ? parts.slice(0, Math.min(2, parts.length - 1)).join('/')
    : parts[0];
};

const QUERY_CALL = /\b(queryOptions|use(Suspense)?(Infinite)?Query|defineQuery)\s*(<[^>]*>)?\s*\(\s*\{/;
const QUERY_KEY = /\bqueryKey\s*:|\bdefineQuery\s*\(\s*\{\s*key\s*:/;

const byFolder = new Map<string, { lines: number; name: string }[]>();
const queryFolders = new Map<string, number>();
for (const name of names) {
  const folder = folderOf(name);
  if (!folder) continue;
  const text = read(name);
  const lines = text.split('\n').length;
  byFolder.set(folder, [...(byFolder.get(folder) ?? []), { lines, name }]);
  // A query is defined where its key is declared: queryOptions, useQuery or defineQuery given an
  // object with its key (not useQuery(someQuery()) nor useQuery({ ...someQuery(), enabled })).
  if (name.startsWith('pwa/') && QUERY_CALL.test(text) && QUERY_KEY.test(text)) {
    const dir = name.slice(0, name.lastIndexOf('/'));
    queryFolders.set(dir, (queryFolders.get(dir) ?? 0) + 1);
  }
}

const folders = [...byFolder]
  .map(([folder, files]) => {
    const sorted = files.sort((a, b) => a.lines - b.lines);
    const largest = sorted[sorted.length - 1];
    return {
      folder,
      files: sorted.length,
      medianLines: sorted[Math.floor(sorted.length / 2)].lines,
      largestLines: largest.lines,
      largestFile: largest.name,
    };
  })
  .sort((a, b) => a.folder.localeCompare(b.folder));

console.log(
  JSON.stringify(
    {
      rev: rev ?? 'work tree',
      sourceFiles: names.length,
      folders,
      queryDefinitions: Object.fromEntries([...queryFolders].sort(([a], [b]) => a.localeCompare(b))),
    },
    null,
    2,
  ),
);
