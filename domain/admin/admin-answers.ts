/**
 * What the admin API's reads and writes answer (issue #13, #29), as zod schemas: the admin area
 * parses every GET, and every write whose answer it reads, with these (pwa/admin/api/), so a
 * server that drifted fails as an error naming the field. The shapes are those of api/services/admin-*.ts and api/jobs/retention.ts;
 * api/routes/admin/admin-answers.test.ts holds them to the real answers.
 */
import { z } from 'zod';
import { photoVariantSchema } from '../community/community-photo-schema.ts';
import { FEEDBACK_TYPES } from '../community/community-requests.ts';
import { reviewSavedSchema } from '../community/review-schema.ts';
import { CONFIDENCES } from '../dog-rules/dog-rule-evidence.ts';
import { REPORT_STATUSES, REPORT_VERDICTS } from '../dog-rules/dog-rule-report.ts';
import { dogRuleEvidenceSchema, dogRuleSchema } from '../dog-rules/dog-rules-schema.ts';
import { SEASON_CHECK_FLAGS } from '../dog-rules/season-check.ts';

const id = z.number().int();
const text = z.string().nullable();

/** `{ items, total, page, pageSize }`, as every admin list answers (admin-lists.ts's AdminPage). */
export const adminPageSchema = <Item extends z.ZodType>(item: Item) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });

/** GET /api/admin/me, and the `admin` of POST /api/admin/login. */
export const adminProfileSchema = z.object({
  id,
  username: z.string(),
  name: text,
  email: text,
  lastLoginAt: text,
});

/** POST /api/admin/login: the admin now signed in. */
export const adminSignInAnswerSchema = z.object({ admin: adminProfileSchema });

/** DELETE /api/admin/beaches/:id: how many reviews and photos went with the beach. */
export const beachDeletedSchema = z.object({
  deleted: z.object({ reviews: z.number().int(), photos: z.number().int() }),
});

/** A row of GET /api/admin/beaches. */
export const adminBeachRowSchema = z.object({
  id,
  slug: z.string(),
  name: z.string(),
  location: z.string(),
  accessType: z.string(),
  averageRating: z.number(),
  totalReviews: z.number().int(),
  hasParking: z.boolean().nullable(),
  hasFacilities: z.boolean().nullable(),
  imageUrl: text,
  updatedAt: z.string(),
});

/** A row of GET /api/admin/reviews. */
export const adminReviewSchema = z.object({
  id,
  beachId: id,
  beachName: z.string(),
  beachSlug: z.string(),
  reviewerName: z.string(),
  rating: z.number().int(),
  visitDate: text,
  reviewText: z.string(),
  createdAt: z.string(),
});

/** A row of GET /api/admin/routes, and the answer of PUT …/:id/approve; `safetyNotes` is the contract's name for `routeNotes`. */
export const adminRouteSchema = z.object({
  id,
  beachId: id,
  beachName: z.string(),
  beachSlug: z.string(),
  routeName: z.string(),
  description: z.string(),
  startingPoint: z.string(),
  difficulty: z.string(),
  estimatedDuration: z.number().int(),
  distanceKm: z.number().nullable(),
  highlights: text,
  routeNotes: text,
  safetyNotes: text,
  submittedBy: z.string(),
  submitterEmail: text,
  isApproved: z.boolean(),
  createdAt: z.string(),
});

/** A row of GET /api/admin/community-photos, hidden ones too, and the answer of PUT …/:id/hide and …/:id/unhide. */
export const adminCommunityPhotoSchema = z.object({
  id,
  beachId: id,
  beachName: z.string(),
  photoUrl: z.string(),
  variants: z.array(photoVariantSchema),
  caption: text,
  uploaderName: z.string(),
  isApproved: z.boolean(),
  createdAt: z.string(),
});

/** DELETE /api/admin/reviews/:id: the review's beach with its rating recomputed, as writing one answers it. */
export const reviewDeletedSchema = reviewSavedSchema.pick({ beach: true });

/** A row of GET /api/admin/feedback, private ones too, with the author's email. */
export const adminFeedbackSchema = z.object({
  id,
  beachId: id.nullable(),
  beachName: text,
  /** Read by the card to link the beach, but not sent by the API today (so no link shows). */
  beachSlug: text.optional(),
  feedbackType: z.enum(FEEDBACK_TYPES),
  content: z.string(),
  isPublic: z.boolean(),
  authorName: z.string(),
  authorEmail: text,
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** A row of GET /api/admin/contact-messages, and the answer of PUT …/:id/read and …/:id/unread. */
export const contactMessageSchema = z.object({
  id,
  name: z.string(),
  email: z.string(),
  subject: text,
  message: z.string(),
  isRead: z.boolean(),
  createdAt: z.string(),
});

/** GET /api/admin/contact-messages: a page, and how many are unread in all. */
export const contactMessagesPageSchema = adminPageSchema(contactMessageSchema).extend({
  unread: z.number().int(),
});

/** A row of GET /api/admin/audit-log: one admin write, with what it changed. */
export const auditEntrySchema = z.object({
  id,
  adminUsername: z.string(),
  action: z.string(),
  entity: z.string(),
  entityId: z.number().nullable(),
  summary: z.string(),
  changes: z.record(z.string(), z.object({ before: z.unknown(), after: z.unknown() })).nullable(),
  createdAt: z.string(),
});

/** GET /api/admin/analytics?days=N. */
export const analyticsAnswerSchema = z.object({
  days: z.array(z.object({ date: z.string(), pageViews: z.number().int() })),
  topBeaches: z.array(z.object({ slug: z.string(), name: z.string(), views: z.number().int() })),
  topSearches: z.array(z.object({ term: z.string(), count: z.number().int() })),
  topFilters: z.array(z.object({ filter: z.string(), count: z.number().int() })),
  totals: z.object({ pageViews: z.number().int(), events: z.number().int() }),
});

/** GET /api/admin/jobs: the retention job's last run (null before the first) and its policy. */
export const jobsAnswerSchema = z.object({
  retention: z
    .object({
      lastStartedAt: z.string(),
      lastFinishedAt: text,
      outcome: z.enum(['running', 'ok', 'failed']),
      result: z
        .object({ contactMessagesDeleted: z.number().int(), analyticsEventsDeleted: z.number().int() })
        .nullable(),
    })
    .nullable(),
  retentionPolicy: z.object({ contactMessagesMonths: z.number(), analyticsEventsMonths: z.number() }),
});

const queueReportSchema = z.object({
  id,
  verdict: z.enum(REPORT_VERDICTS),
  ruleIndex: z.number().int().nullable(),
  rule: dogRuleSchema.nullable(),
  ruleUnchanged: z.boolean(),
  signSays: text,
  signLocation: text,
  photoVariants: z.array(photoVariantSchema),
  photoTakenOn: text,
  reporterName: text,
  status: z.enum(REPORT_STATUSES),
  createdAt: z.string(),
  evidence: dogRuleEvidenceSchema,
});

/** GET /api/admin/dog-rule-reports?status=open: the open reports, by beach. */
export const dogRuleReportQueueSchema = z.object({
  beaches: z.array(
    z.object({
      id,
      name: z.string(),
      slug: z.string(),
      dogRules: z.array(dogRuleSchema).nullable(),
      unrestrictedEvidence: z.array(dogRuleEvidenceSchema).nullable(),
      confidence: z.enum(CONFIDENCES),
      reports: z.array(queueReportSchema),
    }),
  ),
  total: z.number().int(),
});

/** GET /api/admin/season-check: each seasonal rule, when its season starts and what to check first. */
export const seasonCheckAnswerSchema = z.object({
  today: z.string(),
  rows: z.array(
    z.object({
      beachId: id,
      beachName: z.string(),
      beachSlug: z.string(),
      ruleIndex: z.number().int(),
      rule: dogRuleSchema,
      nextSeasonStart: z.string(),
      nextSeasonEnd: z.string(),
      daysUntilStart: z.number().int(),
      inSeasonNow: z.boolean(),
      lastConfirmed: text,
      orderExpires: text,
      confidence: z.enum(CONFIDENCES),
      flags: z.array(z.object({ code: z.enum(SEASON_CHECK_FLAGS), reason: z.string() })),
    }),
  ),
});

export type AdminReview = z.infer<typeof adminReviewSchema>;
export type AdminRoute = z.infer<typeof adminRouteSchema>;
export type AdminCommunityPhoto = z.infer<typeof adminCommunityPhotoSchema>;
export type AdminFeedback = z.infer<typeof adminFeedbackSchema>;
export type ContactMessage = z.infer<typeof contactMessageSchema>;
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export type JobsAnswer = z.infer<typeof jobsAnswerSchema>;
