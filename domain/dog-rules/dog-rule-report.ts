/**
 * A visitor's report on one of a beach's dog rules (issue #29 item 4, "the trust loop"): the sign
 * at the beach agrees with the rule, or it says something else. What the report sheet sends
 * (multipart, so every field arrives as text) and what the API answers; the limits match the
 * dog_rule_reports columns.
 *
 * A photo of the sign is required when the sign differs (an admin checks the correction against
 * it) and optional when it agrees (a confirmation with no photo still counts as a visitor report).
 */
import { z } from 'zod';
import { calendarDate, text } from '../common/safe-fields.ts';
import { photoVariantSchema } from '../community/community-photo-schema.ts';
import { dogRuleSchema } from './dog-rules-schema.ts';

export const REPORT_VERDICTS = ['agrees', 'differs'] as const;
export type ReportVerdict = (typeof REPORT_VERDICTS)[number];
export const REPORT_STATUSES = ['open', 'confirmed', 'corrected', 'dismissed'] as const;

export const DOG_RULE_REPORT_LIMITS = {
  signSays: 500,
  signLocation: 200,
  /** The highest rule index the table allows (a beach has at most 12 rules). */
  maxRuleIndex: 11,
  /** No phone photo of a sign is older than this. */
  earliestDay: '2000-01-01',
} as const;

export const DOG_RULE_REPORT_MESSAGES = {
  verdict: 'Choose whether the sign agrees with the rule',
  signSays: 'Say what the sign says',
  signSaysTooLong: `What the sign says must be at most ${DOG_RULE_REPORT_LIMITS.signSays} characters`,
  signLocationTooLong: `Where the sign is must be at most ${DOG_RULE_REPORT_LIMITS.signLocation} characters`,
  ruleIndex: 'Choose one of the beach’s rules',
  ruleGone: 'This beach no longer lists that rule. Reload the beach page and report the rule you see.',
  takenOn: 'The photo’s date must be a real date (yyyy-mm-dd)',
  takenOnRange: 'The photo’s date must be between 2000 and today',
  photoNeeded: 'Add a photo of the sign so an admin can check it',
  notAnImage: (file: string) => `${file} is not a photo we can read. Please choose a JPEG, PNG or WebP.`,
  fileTooLarge: (file: string) => `${file} is larger than 10MB.`,
} as const;

/**
 * The latest calendar day anywhere on Earth now (UTC+14): a phone a few hours ahead of the
 * server is never told its own today is in the future.
 */
const latestDayNow = (now = Date.now()) => new Date(now + 14 * 3_600_000).toISOString().slice(0, 10);

/** A photo's day we believe: a real day from 2000 to today (a camera's clock may be years out). */
export const isPlausiblePhotoDay = (day: string, now = Date.now()) =>
  day >= DOG_RULE_REPORT_LIMITS.earliestDay && day <= latestDayNow(now);

const blankToNull = (v: unknown) =>
  v === undefined || (typeof v === 'string' && v.trim() === '') ? null : v;

/** The form fields of POST /api/beaches/{id}/dog-rule-reports (the photo is the file `photo`). */
export const dogRuleReportFieldsSchema = z
  .object({
    verdict: z.enum(REPORT_VERDICTS, { error: DOG_RULE_REPORT_MESSAGES.verdict }),
    // Empty: the beach as listed with no rules.
    ruleIndex: z.preprocess(
      blankToNull,
      z
        .string({ error: DOG_RULE_REPORT_MESSAGES.ruleIndex })
        .regex(/^\d{1,2}$/, DOG_RULE_REPORT_MESSAGES.ruleIndex)
        .transform(Number)
        .pipe(z.number().max(DOG_RULE_REPORT_LIMITS.maxRuleIndex, DOG_RULE_REPORT_MESSAGES.ruleIndex))
        .nullable(),
    ),
    signSays: z.preprocess(
      blankToNull,
      text('What the sign says')
        .trim()
        .max(DOG_RULE_REPORT_LIMITS.signSays, DOG_RULE_REPORT_MESSAGES.signSaysTooLong)
        .nullable(),
    ),
    signLocation: z.preprocess(
      blankToNull,
      text('Where the sign is')
        .trim()
        .max(DOG_RULE_REPORT_LIMITS.signLocation, DOG_RULE_REPORT_MESSAGES.signLocationTooLong)
        .nullable(),
    ),
    takenOn: z.preprocess(
      blankToNull,
      calendarDate(DOG_RULE_REPORT_MESSAGES.takenOn)
        .refine((day) => isPlausiblePhotoDay(day), DOG_RULE_REPORT_MESSAGES.takenOnRange)
        .nullable(),
    ),
  })
  .superRefine((fields, ctx) => {
    if (fields.verdict === 'differs' && !fields.signSays) {
      ctx.addIssue({ code: 'custom', path: ['signSays'], message: DOG_RULE_REPORT_MESSAGES.signSays });
    }
  })
  // A sign that agrees says nothing else: no correction is kept with a confirmation.
  .transform((fields) => (fields.verdict === 'agrees' ? { ...fields, signSays: null } : fields));

export type DogRuleReportFields = z.output<typeof dogRuleReportFieldsSchema>;

/** A report as the API answers it to the visitor who made it. */
export const dogRuleReportSchema = z.object({
  id: z.number().int(),
  beachId: z.number().int(),
  beachName: z.string().nullable(),
  ruleIndex: z.number().int().nullable(),
  /** The rule as it stood when the report arrived (null: the beach was listed with no rules). */
  rule: dogRuleSchema.nullable(),
  verdict: z.enum(REPORT_VERDICTS),
  signSays: z.string().nullable(),
  signLocation: z.string().nullable(),
  /** The sign photo's smallest-to-largest widths (empty: no photo). */
  photoVariants: z.array(photoVariantSchema),
  photoTakenOn: z.string().nullable(),
  status: z.enum(REPORT_STATUSES),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});

export type DogRuleReport = z.infer<typeof dogRuleReportSchema>;
