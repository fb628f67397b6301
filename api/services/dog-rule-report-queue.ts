/**
 * The admin's verification queue (issue #29 item 4): each beach with reports waiting, its rules
 * as they stand with their sources and computed confidence, and its reports with the sign photo,
 * what the sign says and the source a confirmation would add. Reporters appear by first name only.
 */
import type { Knex } from 'knex';
import type {
  DogRuleReportQueue,
  DogRuleReportStatus,
  QueueBeach,
} from '../../domain/admin/admin-dog-rule-reports.ts';
import { londonDayNumber } from '../../domain/clock/london-time.ts';
import { beachDogRulesConfidence } from '../../domain/dog-rules/dog-rule-evidence.ts';
import { Beach } from '../models/Beach.ts';
import { DogRuleReport } from '../models/DogRuleReport.ts';
import { User } from '../models/User.ts';
import { presentQueueReport } from '../presenters/admin-dog-rule-reports.ts';
import { currentRules } from './dog-rule-reports.ts';

/** Reports with this status, grouped by live beach, the beach with the oldest report first. */
export async function listDogRuleReportQueue(
  knex: Knex,
  status: DogRuleReportStatus,
  publicUrl: string,
): Promise<DogRuleReportQueue> {
  const reports = await DogRuleReport.query(knex)
    .where({ status })
    .whereIn('beachId', Beach.query(knex).modify('live').select('id'))
    .withGraphFetched('beach')
    .orderBy([{ column: 'createdAt' }, { column: 'id' }])
    .limit(500);
  const userIds = [...new Set(reports.map((r) => r.userId))];
  const users = await User.query(knex).findByIds(userIds).select('id', 'firstName');
  const firstNames = new Map(users.map((u) => [u.id, u.firstName]));
  const today = londonDayNumber(new Date());
  const beaches = new Map<number, QueueBeach>();
  for (const report of reports) {
    const beach = report.beach as Beach;
    let group = beaches.get(beach.id);
    if (!group) {
      const dogRules = currentRules(beach);
      const unrestrictedEvidence = beach.unrestrictedEvidence ?? null;
      group = {
        id: beach.id,
        name: beach.name,
        slug: beach.slug,
        dogRules,
        unrestrictedEvidence,
        confidence: beachDogRulesConfidence({ dogRules, unrestrictedEvidence }, today),
        reports: [],
      };
      beaches.set(beach.id, group);
    }
    group.reports.push(
      presentQueueReport(report, group.dogRules, publicUrl, firstNames.get(report.userId) ?? null),
    );
  }
  return { beaches: [...beaches.values()], total: reports.length };
}
