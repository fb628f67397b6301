/**
 * What signed-in visitors send to the community endpoints (spec §5 and §7): feedback, walking
 * routes and their ratings, beach reviews and photo uploads. The forms check with these before
 * they send; the API validates the same bodies with them. Limits match the database columns.
 */
import { z } from 'zod';
import { londonIsoDate } from '../clock/london-time.ts';
import { calendarDate, recordId, text } from '../common/safe-fields.ts';

export const FEEDBACK_TYPES = ['comment', 'suggestion', 'issue'] as const;
const PRIVACY_DEFAULT_PUBLIC = true;
export const ROUTE_DIFFICULTIES = ['easy', 'moderate', 'challenging'] as const;

export const COMMUNITY_LIMITS = {
  feedback: 5000,
  routeName: 200,
  routeDescription: 5000,
  startingPoint: 300,
  routeText: 2000,
  personName: 100,
  email: 254,
  durationMinutes: 24 * 60,
  distanceKm: { min: 0.1, max: 100 },
  comment: 2000,
  review: { min: 10, max: 2000 },
  caption: 500,
} as const;

/** Spec §5 photo limits: at most 4 files of at most 10 MB each. */
export const PHOTO_LIMITS = {
  maxFiles: 4,
  maxFileBytes: 10 * 1024 * 1024,
  /** The widest copy the server keeps (spec §9's largest responsive width); phones downscale to it. */
  largestKeptWidth: 1920,
} as const;

/** Spec §5 / §8 texts. */
export const COMMUNITY_MESSAGES = {
  feedbackContent: 'Please provide your feedback content.',
  tooManyPhotos: 'Please select up to 4 photos only.',
  missingPhotos: 'Please select at least one photo and beach location.',
  notAnImage: (file: string) => `${file} is not a valid image file.`,
  fileTooLarge: (file: string) => `${file} exceeds the 10MB limit.`,
} as const;

const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`;

const requiredText = (label: string, max: number, required = `${label} is required`) =>
  text(label, required).trim().min(1, required).max(max, tooLong(label, max));

/** Empty or missing optional text is stored as null. */
const optionalText = (label: string, max: number) =>
  text(label)
    .trim()
    .max(max, tooLong(label, max))
    .nullish()
    .transform((v) => v || null);

const optionalEmail = text('Email', 'Invalid email address')
  .trim()
  .max(COMMUNITY_LIMITS.email, 'Invalid email address')
  .nullish()
  .transform((v) => v || null)
  .pipe(z.email('Invalid email address').nullable());

/** A number typed into a form may arrive as text ("45"); blank means missing. */
const numberInput = (message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v === '' ? undefined : v),
    z.number({ error: message }),
  );

const stars = (message: string) =>
  numberInput(message).pipe(z.number().int(message).min(1, message).max(5, message));

export const feedbackCreateSchema = z.object({
  feedbackType: z.enum(FEEDBACK_TYPES, { error: 'Choose a feedback type' }).default('comment'),
  content: requiredText('Feedback', COMMUNITY_LIMITS.feedback, COMMUNITY_MESSAGES.feedbackContent),
  isPublic: z.boolean({ error: 'isPublic must be true or false' }).default(PRIVACY_DEFAULT_PUBLIC),
  // 'general' feedback sends no beachId (spec §5).
  beachId: recordId('Choose a beach from the list')
    .nullish()
    .transform((v) => v ?? null),
});

/** PUT /api/feedback/{id}: the profile edits the text; type and privacy may change too. */
export const feedbackUpdateSchema = z.object({
  content: requiredText('Feedback', COMMUNITY_LIMITS.feedback, COMMUNITY_MESSAGES.feedbackContent),
  feedbackType: z.enum(FEEDBACK_TYPES, { error: 'Choose a feedback type' }).optional(),
  isPublic: z.boolean({ error: 'isPublic must be true or false' }).optional(),
});

export const walkingRouteCreateSchema = z.object({
  beachId: recordId('Choose a beach'),
  routeName: requiredText('Route name', COMMUNITY_LIMITS.routeName),
  description: requiredText('Description', COMMUNITY_LIMITS.routeDescription),
  difficulty: z
    .enum(ROUTE_DIFFICULTIES, { error: 'Difficulty must be easy, moderate or challenging' })
    .default('easy'),
  estimatedDuration: numberInput('Duration in minutes is required').pipe(
    z
      .number()
      .int('Duration must be a whole number of minutes')
      .min(1, 'Duration must be at least 1 minute')
      .max(COMMUNITY_LIMITS.durationMinutes, 'Duration must be at most 1440 minutes'),
  ),
  distanceKm: numberInput('Distance in km is required').pipe(
    z
      .number()
      .min(COMMUNITY_LIMITS.distanceKm.min, 'Distance must be at least 0.1 km')
      .max(COMMUNITY_LIMITS.distanceKm.max, 'Distance must be at most 100 km'),
  ),
  startingPoint: requiredText('Starting point', COMMUNITY_LIMITS.startingPoint),
  highlights: optionalText('Highlights', COMMUNITY_LIMITS.routeText),
  routeNotes: optionalText('Safety notes', COMMUNITY_LIMITS.routeText),
  submittedBy: requiredText('Your name', COMMUNITY_LIMITS.personName),
  submitterEmail: optionalEmail,
});

export const routeRatingSchema = z.object({
  // The path names the route; a routeId in the body is accepted and ignored.
  routeId: z.unknown().optional(),
  rating: stars('Please choose a star rating'),
  comment: optionalText('Comment', COMMUNITY_LIMITS.comment),
  raterName: requiredText('Name', COMMUNITY_LIMITS.personName),
  raterEmail: optionalEmail,
});

export const reviewCreateSchema = z.object({
  rating: stars('Please choose a rating from 1 to 5 stars'),
  reviewText: text('Review', 'Review must be at least 10 characters')
    .trim()
    .min(COMMUNITY_LIMITS.review.min, 'Review must be at least 10 characters')
    .max(COMMUNITY_LIMITS.review.max, 'Review must be at most 2000 characters'),
  visitDate: calendarDate('Visit date must be a real date (yyyy-mm-dd)')
    // Today is London's date (a visit at 00:30 BST is today's, while UTC is still on yesterday).
    .refine((v) => v <= londonIsoDate(new Date()), 'Visit date cannot be in the future')
    .nullish()
    .transform((v) => v ?? null),
});

export const photoCaptionSchema = optionalText('Caption', COMMUNITY_LIMITS.caption);

export type WalkingRouteCreateInput = z.input<typeof walkingRouteCreateSchema>;
export type RouteRatingInput = z.input<typeof routeRatingSchema>;
export type ReviewCreateInput = z.input<typeof reviewCreateSchema>;
