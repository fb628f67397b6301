import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { mirrorDb } from '../../../../data/mirror/mirror-db.ts';
import { apiError, signedInHandler, signedOutHandler } from '../../../../testing/account-handlers.ts';
import { buildApiBeach } from '../../../../testing/factories.ts';
import { renderComponent } from '../../../../testing/render-component.tsx';
import { server } from '../../../../testing/server.ts';
import { ReportRuleButton } from './report-rule-button.tsx';

const croyde = buildApiBeach({
  id: 3,
  slug: 'croyde-beach',
  name: 'Croyde Beach',
  dogRules: [{ kind: 'no-dogs', zone: null, period: { from: '05-01', to: '09-30' }, hours: 'all-day' }],
});
const REPORTS = '/api/beaches/3/dog-rule-reports';
const sign = () => new File(['jpeg-bytes'], 'sign.jpg', { type: 'image/jpeg' });

/** Puts text in a field as a phone's keyboard suggestion would: at once, not key by key. */
async function typeInto(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function openSheet(...handlers: Parameters<typeof server.use>) {
  server.use(...handlers);
  const utils = renderComponent(<ReportRuleButton beach={croyde} ruleIndex={0} />, '/beach/croyde-beach');
  const button = screen.getByRole('button', { name: 'Is this right? No dogs on the whole beach' });
  await utils.user.click(button);
  const sheet = await screen.findByRole('dialog', { name: 'Is this right?' });
  return { ...utils, sheet };
}

describe('"Is this right?" on a dog rule', () => {
  it('asks a signed-out visitor to sign in and come back to the beach', async () => {
    const { sheet } = await openSheet(signedOutHandler());
    const link = await within(sheet).findByRole('link', { name: 'Sign in' });
    expect(link).toHaveAttribute('href', '/auth?returnTo=%2Fbeach%2Fcroyde-beach');
    expect(within(sheet).queryByRole('button', { name: /the sign/ })).not.toBeInTheDocument();
  });

  it('keeps a correction on the phone with no signal, says so, and thanks the visitor', async () => {
    const { sheet, user } = await openSheet(
      signedInHandler(),
      http.post(REPORTS, () => HttpResponse.error()),
    );
    await user.click(await within(sheet).findByRole('button', { name: 'No, the sign says…' }));
    await user.click(within(sheet).getByRole('button', { name: 'Send report' }));
    expect(within(sheet).getByText('Say what the sign says')).toBeInTheDocument();
    expect(within(sheet).getByText('Add a photo of the sign so an admin can check it')).toBeInTheDocument();
    expect(await mirrorDb().outbox.count()).toBe(0);

    await typeInto(
      user,
      within(sheet).getByLabelText('What does the sign say?'),
      'No dogs 1 April to 31 October',
    );
    await typeInto(user, within(sheet).getByLabelText('Where is the sign?'), 'at the car park');
    const photo = within(sheet).getByLabelText('Add a photo of the sign');
    expect(photo).toHaveAttribute('accept', 'image/*');
    expect(photo).toHaveAttribute('capture', 'environment');
    await user.upload(photo, sign());
    await user.click(within(sheet).getByRole('button', { name: 'Send report' }));

    expect(
      await within(sheet).findByText(
        "Thank you — an admin will check it against the sign. We'll email you if it changes the rule.",
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(within(sheet).getByText(/it will be sent when you have signal/)).toBeInTheDocument();
    const [item] = await mirrorDb().outbox.toArray();
    expect(item).toMatchObject({
      kind: 'dog-rule-report',
      url: REPORTS,
      body: { verdict: 'differs', ruleIndex: '0', signSays: 'No dogs 1 April to 31 October' },
    });
    expect(item.files?.[0]).toMatchObject({ field: 'photo', name: 'sign.jpg' });
  });

  it('sends a confirmation at once when there is signal', async () => {
    const sent: string[] = [];
    const { sheet, user } = await openSheet(
      signedInHandler(),
      http.post(REPORTS, async ({ request }) => {
        // jsdom's XMLHttpRequest sends the multipart body without its Content-Type: read it as text.
        sent.push(await request.text());
        return HttpResponse.json({ id: 1, status: 'open' }, { status: 201 });
      }),
    );
    await user.click(await within(sheet).findByRole('button', { name: 'Yes, the sign agrees' }));
    expect(within(sheet).getByLabelText('Add a photo of the sign (optional)')).toBeInTheDocument();
    await user.click(within(sheet).getByRole('button', { name: 'Send report' }));
    await within(sheet).findByText(/Thank you — an admin will check it/, {}, { timeout: 10_000 });
    expect(within(sheet).queryByText(/when you have signal/)).not.toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatch(/name="verdict"\r\n\r\nagrees\r\n/);
    expect(sent[0]).toMatch(/name="ruleIndex"\r\n\r\n0\r\n/);
    expect(sent[0]).not.toMatch(/name="photo"/);
    await waitFor(async () => expect(await mirrorDb().outbox.count()).toBe(0));
  });

  it("shows the server's refusal in the sheet and keeps what was typed", async () => {
    const { sheet, user } = await openSheet(
      signedInHandler(),
      http.post(REPORTS, () =>
        apiError(400, 'validation_failed', 'Some fields are not valid', {
          ruleIndex: [
            'This beach no longer lists that rule. Reload the beach page and report the rule you see.',
          ],
        }),
      ),
    );
    await user.click(await within(sheet).findByRole('button', { name: 'No, the sign says…' }));
    await typeInto(user, within(sheet).getByLabelText('What does the sign say?'), 'Dogs on leads only');
    await user.upload(within(sheet).getByLabelText('Add a photo of the sign'), sign());
    await user.click(within(sheet).getByRole('button', { name: 'Send report' }));
    expect(
      await within(sheet).findByText(/no longer lists that rule/, {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(within(sheet).getByLabelText('What does the sign say?')).toHaveValue('Dogs on leads only');
    expect(await mirrorDb().outbox.count()).toBe(0);
  });
});
