/**
 * Visitors' reports on dog rules (issue #29 item 4): each keeps the rule as it stood when the
 * report arrived, and the sign photo's variants, saved with the row or not at all
 * (staged-photo-rows.ts). Only an admin's decision changes a rule; nothing here does.
 */
import type { Knex } from 'knex';
import {
  DOG_RULE_REPORT_MESSAGES,
  type DogRuleReportFields,
} from '../../domain/dog-rules/dog-rule-report.ts';
import { sameRule } from '../../domain/dog-rules/dog-rule-report-decision.ts';
import type { DogRule } from '../../domain/dog-rules/dog-rules.ts';
import { validationFailed } from '../errors.ts';
import type { Beach } from '../models/Beach.ts';
import { DogRuleReport } from '../models/DogRuleReport.ts';
import type { User } from '../models/User.ts';
import { presentBeach } from '../presenters/beach.ts';
import type { PhotoStorage } from '../storage/photo-storage.ts';
import type { SweepTarget } from './community-photos.ts';
import type { PhotoVariant } from './image-processing.ts';
import { type CommittedAlongside, saveWithStagedPhotos } from './staged-photo-rows.ts';

const PHOTO_FOLDER = 'dog-rule-reports/';

/** The rules as the beach shows them (a beach not yet given its list is read from its old fields). */
export const currentRules = (beach: Beach): DogRule[] | null => presentBeach(beach).dogRules;

/** Whether the rule the visitor saw still stands at its place in the list. */
export function ruleStillStands(report: DogRuleReport, rules: readonly DogRule[] | null): boolean {
  if (report.ruleIndex === null || report.rule === null) return rules !== null && rules.length === 0;
  const current = rules?.[report.ruleIndex];
  return current !== undefined && sameRule(current, report.rule);
}

/**
 * The rule a report is about, from the beach's rules now as everyone is shown them (its list, or
 * what its older fields say: presentBeach); null for a beach listed with no rules (ruleIndex null). An index
 * the beach does not have is a 400: the visitor saw another list.
 */
export function reportedRule(beach: Beach, ruleIndex: number | null): DogRule | null {
  if (ruleIndex === null) return null;
  const rule = presentBeach(beach).dogRules?.[ruleIndex];
  if (!rule) throw validationFailed({ ruleIndex: [DOG_RULE_REPORT_MESSAGES.ruleGone] });
  return rule;
}

interface NewDogRuleReport {
  user: User;
  beach: Beach;
  fields: DogRuleReportFields;
  rule: DogRule | null;
  /** The sign photo's variants, when there is a photo. */
  photo: PhotoVariant[] | null;
  photoTakenOn: string | null;
}

export function saveDogRuleReport(
  knex: Knex,
  { user, beach, fields, rule, photo, photoTakenOn }: NewDogRuleReport,
  storage: PhotoStorage,
  alongside?: CommittedAlongside<DogRuleReport>,
): Promise<DogRuleReport> {
  return saveWithStagedPhotos(
    knex,
    storage,
    PHOTO_FOLDER,
    photo ? [photo] : [],
    {
      async insert(trx, [staged]) {
        const report = await DogRuleReport.query(trx).insertAndFetch({
          beachId: beach.id,
          userId: user.id,
          ruleIndex: fields.ruleIndex,
          rule,
          verdict: fields.verdict,
          signSays: fields.signSays,
          signLocation: fields.signLocation,
          storageKey: staged?.prefix ?? null,
          photoVariants: staged?.variants ?? [],
          photoTakenOn,
        });
        return Object.assign(report, { beach });
      },
      async remove(trx, saved) {
        await DogRuleReport.query(trx).deleteById(saved.id);
      },
    },
    alongside,
  );
}

/** The visitor's own reports, newest first, with each beach's name. */
export function listUserDogRuleReports(knex: Knex, userId: number) {
  return DogRuleReport.query(knex)
    .where({ userId })
    .withGraphFetched('beach(name)')
    .modifiers({ name: (q) => q.select('beaches.id', 'beaches.name') })
    .orderBy([
      { column: 'dog_rule_reports.createdAt', order: 'desc' },
      { column: 'dog_rule_reports.id', order: 'desc' },
    ]);
}

/** The sign photos' folder, for the start-up sweep (community-photos.ts). */
export const dogRuleReportSweepTarget = (knex: Knex): SweepTarget => ({
  parent: PHOTO_FOLDER,
  async inUse(keys) {
    const rows = await DogRuleReport.query(knex).select('storageKey').whereIn('storageKey', keys);
    return rows.map((row) => row.storageKey ?? '');
  },
});
