/** What the photo tests look at on disk: every file under a folder (staging area included). */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

export function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}
