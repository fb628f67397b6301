/** The season check (issue #29 item 4): every seasonal rule of every live beach (domain/dog-rules/season-check.ts). */

import type { Knex } from 'knex';
import type { SeasonCheckAnswer } from '../../domain/admin/admin-dog-rule-reports.ts';
import { londonClock, londonIsoDate } from '../../domain/clock/london-time.ts';
import { seasonCheck } from '../../domain/dog-rules/season-check.ts';
import { Beach } from '../models/Beach.ts';
import { currentRules } from './dog-rule-reports.ts';

export async function readSeasonCheck(knex: Knex, now = new Date()): Promise<SeasonCheckAnswer> {
  const beaches = await Beach.query(knex).modify('live').orderBy('name');
  const rows = seasonCheck(
    beaches.map((beach) => ({
      id: beach.id,
      name: beach.name,
      slug: beach.slug,
      dogRules: currentRules(beach),
    })),
    londonClock(now),
  );
  return { today: londonIsoDate(now), rows };
}
