/**
 * Correct: the beach's rules in the admin's rule editor, pre-filled with the rules as they stand
 * and the report's "sign seen on site" source attached to the rule it is about (or to a new rule
 * when the beach listed none). Saved as the beach's whole new list; checked with the API's schema.
 */
import { Alert, Button, chakra, Dialog, Field, Text, Textarea } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import {
  dogRuleReportCorrectionSchema,
  type QueueBeach,
  type QueueReport,
} from '../../../domain/admin/admin-dog-rule-reports.ts';
import { serverFieldErrors } from '../../data/http/server-errors.ts';
import { DialogFrame } from '../../ui/dialog-frame.tsx';
import type { Decision } from '../api/decide-report.ts';
import { type FieldErrors, issuesToErrors } from '../beaches/beach-form-values.ts';
import {
  type DogRuleDraft,
  draftToRule,
  newRuleDraft,
  ruleToDraft,
  withEvidence,
} from '../beaches/dog-rule-draft.ts';
import { DogRulesEditor } from '../beaches/dog-rules-editor.tsx';

const FORM_ID = 'correct-rules-form';

/** The rules as they stand, with the report's source on the rule it is about. */
function correctionDrafts(beach: QueueBeach, report: QueueReport): DogRuleDraft[] {
  const drafts = (beach.dogRules ?? []).map(ruleToDraft);
  const at = report.ruleIndex;
  if (at !== null && drafts[at])
    return drafts.map((d, i) => (i === at ? withEvidence(d, report.evidence) : d));
  return [...drafts, withEvidence({ ...newRuleDraft(), evidence: [] }, report.evidence)];
}

function CorrectForm({
  beach,
  report,
  onSave,
}: {
  beach: QueueBeach;
  report: QueueReport;
  onSave: (decision: Decision) => Promise<unknown>;
}) {
  const [rules, setRules] = useState(() => correctionDrafts(beach, report));
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { dogRules: (rules ?? []).map(draftToRule), note };
    const parsed = dogRuleReportCorrectionSchema.safeParse(body);
    if (!parsed.success) return setErrors(issuesToErrors(parsed.error));
    try {
      await onSave({ kind: 'correct', id: report.id, ...body });
    } catch (error) {
      setErrors(serverFieldErrors(error));
    }
  };
  const count = Object.values(errors).filter(Boolean).length;
  return (
    <chakra.form
      id={FORM_ID}
      onSubmit={submit}
      noValidate
      display="grid"
      gap="4"
      aria-label={`Correct the rules of ${beach.name}`}
    >
      <Text color="gray.700">
        {report.signSays ? `The sign says: “${report.signSays}”. ` : ''}Edit the rules to match the sign. The
        report’s photo is attached as a source of rule{' '}
        {report.ruleIndex === null ? 'added below' : report.ruleIndex + 1}.
      </Text>
      {count > 0 && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>
            {count === 1 ? 'One field needs' : `${count} fields need`} correcting: see the messages below.
          </Alert.Title>
        </Alert.Root>
      )}
      <DogRulesEditor
        rules={rules}
        errors={errors}
        onChange={(next) => {
          setRules(next ?? []);
          setErrors({});
        }}
      />
      <Field.Root>
        <Field.Label>Note for the audit log (optional)</Field.Label>
        <Textarea value={note} maxLength={1000} rows={2} onChange={(e) => setNote(e.target.value)} />
      </Field.Root>
    </chakra.form>
  );
}

export function CorrectDialog({
  target,
  busy,
  onSave,
  onClose,
}: {
  target: { beach: QueueBeach; report: QueueReport } | null;
  busy: boolean;
  onSave: (decision: Decision) => Promise<unknown>;
  onClose: () => void;
}) {
  return (
    <DialogFrame
      open={target !== null}
      onClose={onClose}
      size={{ base: 'full', md: 'xl' }}
      scrollBehavior="inside"
      closeOnInteractOutside={false}
      title={<>Correct the rules: {target?.beach.name}</>}
      footerProps={{ borderTopWidth: '1px', borderColor: 'gray.200' }}
      footer={
        <>
          <Dialog.ActionTrigger asChild>
            <Button variant="outline">Cancel</Button>
          </Dialog.ActionTrigger>
          <Button type="submit" form={FORM_ID} colorPalette="sea" disabled={busy}>
            {busy ? 'Saving...' : 'Save correction'}
          </Button>
        </>
      }
    >
      {target && (
        <CorrectForm key={target.report.id} beach={target.beach} report={target.report} onSave={onSave} />
      )}
    </DialogFrame>
  );
}
