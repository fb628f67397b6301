/**
 * "Is this right?" (issue #29 item 4): a signed-in visitor says whether the sign at the beach
 * agrees with one of its dog rules, with a photo of the sign (required when it differs). The
 * report is checked whole before anything is stored, and its photo is saved with its row or not
 * at all. The list of one's own reports is GET /api/my/dog-rule-reports (routes/my/my.ts).
 */
import { createHash } from 'node:crypto';
import type { Context } from 'koa';
import { PHOTO_LIMITS } from '../../../domain/community/community-requests.ts';
import {
  DOG_RULE_REPORT_MESSAGES,
  type DogRuleReportFields,
  dogRuleReportFieldsSchema,
  isPlausiblePhotoDay,
} from '../../../domain/dog-rules/dog-rule-report.ts';
import { badRequest, unsupportedMediaType, validationFailed } from '../../errors.ts';
import { requireUser, signedInUser } from '../../middleware/auth.ts';
import { CACHE_POLICIES } from '../../middleware/cache-control.ts';
import { zodFieldErrors } from '../../middleware/errors.ts';
import { claimIdempotencyKey, idempotency } from '../../middleware/idempotency.ts';
import { recordAnswer, withdrawAnswer } from '../../middleware/idempotency-write.ts';
import { rateLimit } from '../../middleware/rate-limit.ts';
import type { DogRuleReport } from '../../models/DogRuleReport.ts';
import { presentDogRuleReport } from '../../presenters/dog-rule-report.ts';
import { requireBeach } from '../../services/beach-lookup.ts';
import { reportedRule, saveDogRuleReport } from '../../services/dog-rule-reports.ts';
import { processPhotos } from '../../services/photo-pipeline.ts';
import { photoDayTaken } from '../../services/photo-taken-on.ts';
import { apiRouter } from '../api-router.ts';
import { type PhotoUploadRules, parsePhotoUpload } from '../community-photos/parse-photo-upload.ts';

/** One photo of the sign, in the field `photo`, as large as a community photo may be. */
const SIGN_PHOTO_UPLOAD: PhotoUploadRules = {
  field: 'photo',
  maxFiles: 1,
  maxFileBytes: PHOTO_LIMITS.maxFileBytes,
  fileTooLarge: DOG_RULE_REPORT_MESSAGES.fileTooLarge,
  tooManyFiles: 'Send one photo of the sign',
  bodyTooLarge: 'The report is larger than one photo of 10MB',
};

function readFields(fields: Record<string, string>): DogRuleReportFields {
  const parsed = dogRuleReportFieldsSchema.safeParse(fields);
  if (!parsed.success) throw validationFailed(zodFieldErrors(parsed.error));
  return parsed.data;
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

export const dogRuleReportsRouter = apiRouter();

dogRuleReportsRouter.post(
  '/api/beaches/:identifier/dog-rule-reports',
  requireUser(),
  rateLimit('upload'),
  idempotency(),
  async (ctx: Context) => {
    const user = signedInUser(ctx);
    const beach = await requireBeach(ctx.knex, ctx.params.identifier);
    if (!ctx.is('multipart/form-data')) throw unsupportedMediaType('Send the report as multipart/form-data');
    const upload = await parsePhotoUpload(ctx, SIGN_PHOTO_UPLOAD);
    const fields = readFields(upload.fields);
    const rule = reportedRule(beach, fields.ruleIndex);
    const [file] = upload.files;
    if (!file && fields.verdict === 'differs') {
      throw validationFailed({ photo: [DOG_RULE_REPORT_MESSAGES.photoNeeded] });
    }
    // A retried report carries the same words and photo, whatever its multipart boundary.
    await claimIdempotencyKey(ctx, { beachId: beach.id, fields, photo: file ? sha256(file.data) : null });

    // A client that leaves while its photo waits or is processed frees its turn.
    const clientGone = new AbortController();
    ctx.res.once('close', () => clientGone.abort(badRequest('The upload was interrupted')));
    const [photo] = file
      ? await processPhotos([file], clientGone.signal, DOG_RULE_REPORT_MESSAGES.notAnImage)
      : [null];
    // The photo's own day when it gives a believable one, else the day the phone gave.
    const exifDay = file ? await photoDayTaken(file.data) : null;
    const photoTakenOn = exifDay && isPlausiblePhotoDay(exifDay) ? exifDay : fields.takenOn;

    const answerFor = (report: DogRuleReport) => ({ status: 201, body: presentDogRuleReport(report) });
    const report = await saveDogRuleReport(
      { user, beach, fields, rule, photo, photoTakenOn },
      ctx.services.photoStorage,
      {
        record: (trx, saved) => recordAnswer(ctx, trx, answerFor(saved)),
        withdraw: (trx) => withdrawAnswer(ctx, trx),
      },
    );
    const answer = answerFor(report);
    ctx.set('Cache-Control', CACHE_POLICIES.private);
    ctx.status = answer.status;
    ctx.body = answer.body;
  },
);
