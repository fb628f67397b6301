/**
 * "Is this right?" (issue #29 item 4): a signed-in visitor says whether the sign at the beach
 * agrees with one of its dog rules, with a photo of the sign (required when it differs). The
 * report is checked whole before anything is stored, and its photo is saved with its row or not
 * at all. The list of one's own reports is GET /api/my/dog-rule-reports (routes/my/my.ts).
 */
import type { Context } from 'koa';
import { PHOTO_LIMITS } from '../../../domain/community/community-requests.ts';
import {
  DOG_RULE_REPORT_MESSAGES,
  type DogRuleReportFields,
  dogRuleReportFieldsSchema,
  isPlausiblePhotoDay,
} from '../../../domain/dog-rules/dog-rule-report.ts';
import { validationFailed } from '../../errors.ts';
import { CACHE_POLICIES } from '../../middleware/cache-control.ts';
import { zodFieldErrors } from '../../middleware/errors.ts';
import { claimIdempotencyKey } from '../../middleware/idempotency.ts';
import { answerOnce } from '../../middleware/idempotency-write.ts';
import { presentDogRuleReport } from '../../presenters/dog-rule-report.ts';
import { reportedRule, saveDogRuleReport } from '../../services/dog-rule-reports.ts';
import { photoDayTaken } from '../../services/photo-taken-on.ts';
import { apiRouter } from '../api-router.ts';
import type { PhotoUploadRules } from '../community-photos/parse-photo-upload.ts';
import {
  photoDigest,
  processWhileConnected,
  readVisitorUpload,
  visitorUploadGuards,
} from '../community-photos/photo-upload.ts';

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

export const dogRuleReportsRouter = apiRouter();

dogRuleReportsRouter.post(
  '/api/beaches/:identifier/dog-rule-reports',
  ...visitorUploadGuards(),
  async (ctx: Context) => {
    const { user, beach, upload } = await readVisitorUpload(
      ctx,
      SIGN_PHOTO_UPLOAD,
      'Send the report as multipart/form-data',
    );
    const fields = readFields(upload.fields);
    const rule = reportedRule(beach, fields.ruleIndex);
    const [file] = upload.files;
    if (!file && fields.verdict === 'differs') {
      throw validationFailed({ photo: [DOG_RULE_REPORT_MESSAGES.photoNeeded] });
    }
    await claimIdempotencyKey(ctx, {
      beachId: beach.id,
      fields,
      photo: file ? photoDigest(file.data) : null,
    });

    const [photo] = file
      ? await processWhileConnected(ctx, [file], DOG_RULE_REPORT_MESSAGES.notAnImage)
      : [null];
    // The photo's own day when it gives a believable one, else the day the phone gave.
    const exifDay = file ? await photoDayTaken(file.data) : null;
    const photoTakenOn = exifDay && isPlausiblePhotoDay(exifDay) ? exifDay : fields.takenOn;

    await answerOnce(ctx, {
      run: (alongside) =>
        saveDogRuleReport(
          ctx.knex,
          { user, beach, fields, rule, photo, photoTakenOn },
          ctx.services.photoStorage,
          alongside,
        ),
      answer: (report) => ({ status: 201, body: presentDogRuleReport(report) }),
    });
    ctx.set('Cache-Control', CACHE_POLICIES.private);
  },
);
