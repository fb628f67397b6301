/**
 * Rows made for the admin's moderation routes to act on in the security suites (issue #13): a
 * review, a pending walking route, a community photo and a contact message of their own, so a
 * valid delete, approve or hide never touches the world's shared fixtures. `world.refresh()`
 * makes again whichever a request deleted.
 */
import type { Knex } from 'knex';

export interface ModerationFixtures {
  reviewId: number;
  pendingRouteId: number;
  photoId: number;
  contactMessageId: number;
  /** An open sign report on the beach's first rule (issue #29). */
  dogRuleReportId: number;
}

const idOf = async (insert: Promise<{ id: number }[]>) => (await insert)[0].id;

export const createReview = (knex: Knex, beachId: number) =>
  idOf(
    knex('reviews')
      .insert({ beachId, rating: 3, reviewText: 'Fixture review', reviewerName: 'Fixture R.' })
      .returning('id'),
  );

export const createPendingRoute = (knex: Knex, beachId: number) =>
  idOf(
    knex('walkingRoutes')
      .insert({
        beachId,
        routeName: 'Fixture loop',
        description: 'Along the dunes and back.',
        estimatedDuration: 30,
        distanceKm: 1.5,
        startingPoint: 'The car park',
        submittedBy: 'Fixture',
        isApproved: false,
      })
      .returning('id'),
  );

export const createContactMessage = (knex: Knex) =>
  idOf(
    knex('contactSubmissions')
      .insert({ name: 'Fixture Sender', email: 'sender@example.com', message: 'Fixture message' })
      .returning('id'),
  );

/** An open report that the sign agrees with the beach's first rule, by the first user there is. */
export async function createDogRuleReport(knex: Knex, beachId: number) {
  const beach = await knex('beaches').where({ id: beachId }).first('dogRules');
  const user = await knex('users').orderBy('id').first('id');
  const rule = beach?.dogRules?.[0];
  const { evidence: _sources, ...seen } = rule ?? {};
  return idOf(
    knex('dogRuleReports')
      .insert({
        beachId,
        userId: user.id,
        ruleIndex: rule ? 0 : null,
        rule: rule ? JSON.stringify(seen) : null,
        verdict: 'agrees',
        signLocation: 'the car park',
      })
      .returning('id'),
  );
}

/** The moderation fixtures, each made again when it is missing. */
export async function ensureModerationFixtures(
  knex: Knex,
  beachId: number,
  createPhoto: () => Promise<number>,
  current?: ModerationFixtures,
): Promise<ModerationFixtures> {
  const exists = async (table: string, id: number | undefined) =>
    id !== undefined && Boolean(await knex(table).where({ id }).first('id'));
  return {
    reviewId: (await exists('reviews', current?.reviewId))
      ? (current?.reviewId as number)
      : await createReview(knex, beachId),
    pendingRouteId: (await exists('walkingRoutes', current?.pendingRouteId))
      ? (current?.pendingRouteId as number)
      : await createPendingRoute(knex, beachId),
    photoId: (await exists('communityPhotos', current?.photoId))
      ? (current?.photoId as number)
      : await createPhoto(),
    contactMessageId: (await exists('contactSubmissions', current?.contactMessageId))
      ? (current?.contactMessageId as number)
      : await createContactMessage(knex),
    dogRuleReportId:
      current?.dogRuleReportId &&
      (await knex('dogRuleReports').where({ id: current.dogRuleReportId, status: 'open' }).first('id'))
        ? current.dogRuleReportId
        : await createDogRuleReport(knex, beachId),
  };
}
