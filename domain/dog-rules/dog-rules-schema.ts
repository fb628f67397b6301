/** The dog rules list as a zod schema (API responses, seed data, tests); types in dog-rules.ts. */
import { z } from 'zod';
import { text } from '../common/safe-fields.ts';
import { type DogRuleEvidence, EVIDENCE_KINDS } from './dog-rule-evidence.ts';
import { DOG_RULE_KINDS, type DogRule } from './dog-rules.ts';

/** MM-DD, a day of the year as councils publish ban dates. */
export const monthDay = z.string().regex(/^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'Use MM-DD');
/** "24hr" or a daily window such as "10:00-18:00" (the spec's dogRestrictionHours). */
export const restrictionHours = z
  .string()
  .regex(/^(24hr|([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-3]):[0-5]\d)$/, 'Use 24hr or HH:MM-HH:MM');

const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use HH:MM');

/** A fixed day, or days from Easter Sunday (within the spring and summer a season can start or end). */
const ruleDay = z.union([monthDay, z.strictObject({ daysFromEaster: z.number().int().min(-60).max(200) })]);

const isoDay = z.iso.date();

/** One source a rule rests on; dates only where someone recorded them (issue #29). */
export const dogRuleEvidenceSchema: z.ZodType<DogRuleEvidence> = z.strictObject({
  kind: z.enum(EVIDENCE_KINDS),
  title: text('Title').trim().min(3).max(200),
  url: z
    .url({ protocol: /^https?$/ })
    .max(500)
    .nullable(),
  published: z
    .string()
    .regex(/^\d{4}(-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?)?$/, 'Use YYYY, YYYY-MM or YYYY-MM-DD')
    .nullable(),
  seen: isoDay.nullable(),
  expires: isoDay.nullable(),
  says: text('Says').trim().min(3).max(300).nullable(),
});

export const dogRuleEvidenceListSchema = z.array(dogRuleEvidenceSchema).max(10);

export const dogRuleSchema: z.ZodType<DogRule> = z.strictObject({
  kind: z.enum(DOG_RULE_KINDS),
  zone: text('Where').trim().min(3).max(200).nullable(),
  period: z.union([z.literal('all-year'), z.strictObject({ from: ruleDay, to: ruleDay })]),
  hours: z.union([
    z.literal('all-day'),
    z
      .strictObject({ from: clockTime, to: clockTime })
      .refine((h) => h.from !== h.to, 'A daily window must not start when it ends: use all-day'),
  ]),
  evidence: dogRuleEvidenceListSchema.optional(),
});

export const dogRulesSchema = z.array(dogRuleSchema).max(12);
