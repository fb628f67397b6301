/**
 * POST /api/beaches/{id}/dog-rule-reports through the outbox (issue #29 item 4): kept on the phone
 * first, sent once when there is signal. Multipart fields verdict, ruleIndex (empty: the beach as
 * listed with no rules), signSays, signLocation and takenOn, and the sign photo in `photo`, made
 * smaller (and its metadata, GPS included, dropped) on the phone first.
 */
import type { ReportVerdict } from '../../../domain/dog-rules/dog-rule-report.ts';
import { photoForOutbox } from '../outbox/downscale-image.ts';
import type { OutboxWrite } from '../outbox/outbox.ts';

interface RuleReport {
  beach: { id: number; name: string };
  ruleIndex: number | null;
  /** The rule in words ("No dogs on the whole beach"), for the "Waiting to send" list. */
  ruleWords: string;
  verdict: ReportVerdict;
  signSays: string;
  signLocation: string;
  photo: File | null;
}

/**
 * The phone's day for the photo (yyyy-mm-dd on its own calendar): the day the file was last
 * changed, which for a photo just taken is the day it was taken; today when the file has none.
 * The server prefers the photo's own date, but a photo made smaller on the phone has lost it.
 */
export function photoDay(file: File, now = new Date()): string {
  const day = file.lastModified > 0 ? new Date(file.lastModified) : now;
  const local = day > now ? now : day;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`;
}

/** The outbox item for a report. */
export async function ruleReportWrite(report: RuleReport): Promise<OutboxWrite> {
  const { beach, verdict, photo } = report;
  const signSays = verdict === 'differs' ? report.signSays.trim() : '';
  return {
    kind: 'dog-rule-report',
    label: `Sign report for ${beach.name}`,
    beachId: beach.id,
    summary: (signSays ? `The sign says: ${signSays}` : `The sign agrees: ${report.ruleWords}`).slice(0, 160),
    method: 'POST',
    url: `/api/beaches/${beach.id}/dog-rule-reports`,
    body: {
      verdict,
      ruleIndex: report.ruleIndex === null ? '' : String(report.ruleIndex),
      signSays,
      signLocation: report.signLocation.trim(),
      ...(photo ? { takenOn: photoDay(photo) } : {}),
    },
    // Always a list, even empty: the sender sends an item with files as multipart, which the API
    // wants for every report (with no photo, it would go as JSON and be refused).
    files: photo ? [await photoForOutbox(photo, 'photo')] : [],
  };
}
