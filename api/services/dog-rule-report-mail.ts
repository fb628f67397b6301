/**
 * The mail a reporter gets when their sign report changed a rule (issue #29 item 4). The queue's
 * job names only the report; the worker reads who made it and what became of it when it sends.
 */
import type { Knex } from 'knex';
import type { Config } from '../config.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { ruleChangedEmail } from '../mail/messages.ts';
import { DogRuleReport } from '../models/DogRuleReport.ts';
import { User } from '../models/User.ts';

export async function composeDogRuleReportMail(
  knex: Knex,
  job: { reportId: number },
  config: Pick<Config, 'PUBLIC_URL'>,
): Promise<MailMessage | null> {
  const report = await DogRuleReport.query(knex).findById(job.reportId).withGraphFetched('beach');
  const user = report && (await User.query(knex).findById(report.userId));
  const beach = report?.beach;
  if (!report || !beach || !user || (report.status !== 'confirmed' && report.status !== 'corrected')) {
    return null;
  }
  return ruleChangedEmail(user.email, user.firstName, {
    beachName: beach.name,
    corrected: report.status === 'corrected',
    url: `${config.PUBLIC_URL}/beach/${encodeURIComponent(beach.slug)}`,
  });
}
