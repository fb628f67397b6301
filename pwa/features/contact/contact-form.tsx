/**
 * The contact form (spec §4/§5/§8): idle → sending → success (form and captcha reset) or
 * error (captcha reset, what was typed is kept). The message goes through the outbox: with no
 * signal it is saved on the phone (form reset, as after a success) and sent when there is one.
 * The captcha cannot be fetched offline, so then it is not asked for: the phone solves a fresh
 * one just before the message is sent (pwa/data/outbox/outbox-preparers.ts).
 */
import { Box, Button, chakra, Grid, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import {
  CAPTCHA_REQUIRED_MESSAGE,
  CONTACT_LIMITS,
  REQUIRED_CONTACT_FIELDS,
  REQUIRED_FIELDS_MESSAGE,
} from '../../../domain/community/contact.ts';
import { useSyncStatus } from '../../data/mirror/use-sync-status.ts';
import { failureMessage, savedOnPhone } from '../../data/outbox/outbox.ts';
import { KeptOfflineNotice } from '../../ui/kept-offline-notice.tsx';
import { notify, type ToastKind, toaster } from '../../ui/toaster.tsx';
import { CaptchaWidget } from './captcha-widget.tsx';
import { ContactField } from './contact-field.tsx';
import { type ContactErrors, type ContactValues, EMPTY_CONTACT, fieldErrors } from './contact-form-errors.ts';
import { ContactOutcome } from './contact-outcome.tsx';
import { contactWrite, useSubmitContact } from './submit-contact.ts';

const FAILED = 'Please check your connection and try again.';

/** The toaster shows one toast and queues the rest; the newest outcome should not wait 5 s. */
function say(title: string, description?: string, kind?: ToastKind) {
  toaster.dismiss();
  notify(title, description, kind);
}

export function ContactForm() {
  const [values, setValues] = useState(EMPTY_CONTACT);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [captcha, setCaptcha] = useState<string | null>(null);
  // A new key remounts the widget: the only reliable way to give it a fresh challenge.
  const [captchaKey, setCaptchaKey] = useState(0);
  const submit = useSubmitContact();
  const sending = submit.isPending;
  const { online } = useSyncStatus();
  // The widget could not load or fetch a challenge: the phone does the check when it sends.
  const [captchaUnavailable, setCaptchaUnavailable] = useState(false);
  const checkedWhenSent = !online || captchaUnavailable;

  const resetCaptcha = () => {
    setCaptcha(null);
    setCaptchaKey((k) => k + 1);
  };
  const change = (field: keyof ContactValues) => (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const captchaSolved = (payload: string) => {
    setCaptcha(payload);
    setErrors((e) => ({ ...e, captcha: undefined }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const invalid = fieldErrors(values);
    const firstInvalid = Object.keys(EMPTY_CONTACT).find((f) => invalid[f as keyof ContactValues]);
    if (firstInvalid) {
      submit.reset();
      setErrors(invalid);
      const missing = REQUIRED_CONTACT_FIELDS.some((f) => !values[f].trim());
      say(
        missing ? REQUIRED_FIELDS_MESSAGE : 'Please check the highlighted fields',
        undefined,
        'destructive',
      );
      (form.elements.namedItem(firstInvalid) as HTMLElement | null)?.focus();
      return;
    }
    if (!captcha && !checkedWhenSent) {
      submit.reset();
      setErrors({ captcha: CAPTCHA_REQUIRED_MESSAGE });
      say(CAPTCHA_REQUIRED_MESSAGE, undefined, 'destructive');
      return;
    }
    setErrors({});
    const outcome = await submit.submit(contactWrite(values, captcha));
    if (!outcome) return;
    // A solution is accepted once: the next message (or a resend) needs a new one.
    resetCaptcha();
    if (outcome.status === 'sent' || outcome.status === 'queued') {
      if (outcome.status === 'sent') say('Message submitted successfully');
      else say('Message saved on your phone', savedOnPhone(outcome.item));
      setValues(EMPTY_CONTACT);
    } else {
      say('Failed to send message', failureMessage(outcome, FAILED), 'destructive');
    }
  };

  const outcome = submit.outcome;

  return (
    <chakra.form
      display="flex"
      flexDirection="column"
      gap="5"
      onSubmit={onSubmit}
      noValidate
      aria-label="Contact form"
    >
      <KeptOfflineNotice what="your message" />
      {outcome?.status === 'sent' && <ContactOutcome kind="success" />}
      {outcome?.status === 'queued' && <ContactOutcome kind="queued" title={savedOnPhone(outcome.item)} />}
      {(outcome?.status === 'refused' || outcome?.status === 'not-kept') && (
        <ContactOutcome kind="error" detail={failureMessage(outcome, FAILED)} />
      )}
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="5">
        <ContactField label="Name" required error={errors.name}>
          <Input
            name="name"
            autoComplete="name"
            maxLength={CONTACT_LIMITS.name}
            bg="white"
            value={values.name}
            onChange={change('name')}
          />
        </ContactField>
        <ContactField label="Email" required error={errors.email}>
          <Input
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            bg="white"
            maxLength={CONTACT_LIMITS.email}
            value={values.email}
            onChange={change('email')}
          />
        </ContactField>
      </Grid>
      <ContactField label="Subject" error={errors.subject}>
        <Input
          name="subject"
          maxLength={CONTACT_LIMITS.subject}
          bg="white"
          value={values.subject}
          onChange={change('subject')}
        />
      </ContactField>
      <ContactField
        label="Message"
        required
        error={errors.message}
        helper={`${values.message.length} / ${CONTACT_LIMITS.message} characters`}
      >
        <Textarea
          name="message"
          rows={7}
          maxLength={CONTACT_LIMITS.message}
          bg="white"
          resize="vertical"
          value={values.message}
          onChange={change('message')}
        />
      </ContactField>
      <Box role="group" aria-label="Spam check">
        {online ? (
          <CaptchaWidget
            key={captchaKey}
            onVerified={captchaSolved}
            onCleared={() => setCaptcha(null)}
            onUnavailable={() => setCaptchaUnavailable(true)}
          />
        ) : (
          <Text fontSize="sm" color="gray.700">
            No signal: the spam check is done by your phone when it sends your message.
          </Text>
        )}
        {errors.captcha && (
          <Text color="red.700" fontSize="sm" mt="2" role="alert">
            {errors.captcha}
          </Text>
        )}
      </Box>
      <Stack
        direction={{ base: 'column', sm: 'row' }}
        align={{ sm: 'center' }}
        justify="space-between"
        gap="3"
      >
        <Text fontSize="sm" color="gray.600">
          Fields marked * are required.
        </Text>
        <Button type="submit" colorPalette="sea" size="lg" disabled={sending} minW="44">
          {sending ? 'Sending...' : 'Send Message'}
        </Button>
      </Stack>
    </chakra.form>
  );
}
