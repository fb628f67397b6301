import type { OutboxItemSummary } from '../../data/outbox/outbox.ts';
/**
 * Which words of a refused write the user can correct before it is sent again: the text fields
 * of its body, named as the API names them (domain/community/community-requests.ts, domain/community/contact.ts).
 * Numbers, ids and choices are left alone: the form that made them checked those already.
 */

export interface EditableField {
  name: string;
  label: string;
  value: string;
  /** Long text gets a textarea; short text (a name, a caption) an input. */
  long: boolean;
  /** The server refuses it empty. */
  required: boolean;
}

type FieldSpec = Omit<EditableField, 'name' | 'value'>;

const FIELDS: Partial<Record<OutboxItemSummary['kind'], Record<string, FieldSpec>>> = {
  feedback: { content: { label: 'Feedback', long: true, required: true } },
  'feedback-edit': { content: { label: 'Feedback', long: true, required: true } },
  route: {
    routeName: { label: 'Route name', long: false, required: true },
    description: { label: 'Description', long: true, required: true },
  },
  review: { reviewText: { label: 'Review', long: true, required: true } },
  'route-rating': { comment: { label: 'Comment', long: true, required: false } },
  'dog-rule-report': {
    signSays: { label: 'What the sign says', long: true, required: false },
    signLocation: { label: 'Where the sign is', long: false, required: false },
  },
  contact: {
    subject: { label: 'Subject', long: false, required: false },
    message: { label: 'Message', long: true, required: true },
  },
};

const CAPTION = /^caption_(\d+)$/;
/** The most of a text the forms put in an item's summary. */
const SUMMARY_LENGTH = 160;

function specOf(kind: OutboxItemSummary['kind'], name: string, captions: number): FieldSpec | undefined {
  const caption = kind === 'photo' ? CAPTION.exec(name) : null;
  if (caption) {
    const label = captions > 1 ? `Caption for photo ${Number(caption[1]) + 1}` : 'Caption';
    return { label, long: false, required: false };
  }
  return FIELDS[kind]?.[name];
}

/** The item's text fields the user may change, in the order the body has them. */
export function editableFields(item: Pick<OutboxItemSummary, 'kind' | 'body'>): EditableField[] {
  const entries = Object.entries(item.body ?? {}).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  const captions = entries.filter(([name]) => CAPTION.test(name)).length;
  return entries.flatMap(([name, value]) => {
    const spec = specOf(item.kind, name, captions);
    return spec ? [{ name, value, ...spec }] : [];
  });
}

/**
 * The summary with the part cut from `before` (a form puts the start of a text in it, perhaps
 * after the stars: "4★ Windy but…") cut the same way from `after`; unchanged if it holds none.
 */
function followEdit(summary: string, before: string, after: string): string {
  for (
    let length = Math.min(before.length, summary.length);
    length >= Math.min(before.length, 10);
    length--
  ) {
    const at = summary.indexOf(before.slice(0, length));
    if (length > 0 && at >= 0) {
      // The whole text was in it: the form's cut was at least that long.
      const cut = length < before.length ? length : Math.max(length, SUMMARY_LENGTH);
      return summary.slice(0, at) + after.slice(0, cut) + summary.slice(at + length);
    }
  }
  return summary;
}

/** The body and list line after the user's corrections. */
export function applyEdits(
  item: Pick<OutboxItemSummary, 'body' | 'summary'>,
  edits: Record<string, string>,
): { body: Record<string, unknown>; summary?: string } {
  const body = { ...item.body, ...edits };
  let summary = item.summary;
  for (const [name, value] of Object.entries(edits)) {
    const before = item.body?.[name];
    if (summary && typeof before === 'string' && before !== value)
      summary = followEdit(summary, before, value);
  }
  return { body, summary };
}
