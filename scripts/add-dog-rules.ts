/**
 * One-off (issue #12): gives every beach record in db/data/beaches a `dogRules` list, derived
 * from its single-period fields, placed after `dogRestrictionZones`. It reads each file as it
 * is at the moment it runs and only adds the field (other people edit other fields of the same
 * files), so a record that already has a list is left alone. Corrections of the derived lists
 * (zones, Easter, lead seasons) are made by hand from the records' sources afterwards.
 *
 *   npx tsx scripts/add-dog-rules.ts
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { dataDir } from '../db/data-files.ts';
import { type DogRuleSource, dogRulesFromLegacy } from '../domain/dog-rules/dog-rules-legacy.ts';

type BeachRecord = DogRuleSource & Record<string, unknown> & { slug: string };

function withRules(record: BeachRecord): BeachRecord {
  if ('dogRules' in record) return record;
  const rules = dogRulesFromLegacy(record);
  if (!rules) throw new Error(`${record.slug}: a seasonal ban without dates cannot be listed`);
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) {
    out[key] = value;
    if (key === 'dogRestrictionZones') out.dogRules = rules;
  }
  return out as BeachRecord;
}

const dir = join(dataDir, 'beaches');
for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
  const path = join(dir, file);
  const before = readFileSync(path, 'utf8');
  const records = (JSON.parse(before) as BeachRecord[]).map(withRules);
  const after = `${JSON.stringify(records, null, 2)}\n`;
  if (after !== before) {
    writeFileSync(path, after);
    console.log(`${file}: ${records.length} records`);
  }
}
