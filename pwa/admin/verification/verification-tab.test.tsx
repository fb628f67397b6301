import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { QueueBeach, QueueReport } from '../../../domain/admin/admin-dog-rule-reports.ts';
import { renderComponent } from '../../testing/render-component.tsx';
import { server } from '../../testing/server.ts';
import { toaster } from '../../ui/toaster.tsx';
import VerificationTab from './verification-tab.tsx';

afterEach(() => toaster.remove());

const SUMMER = {
  kind: 'no-dogs',
  zone: null,
  period: { from: '05-01', to: '09-30' },
  hours: 'all-day',
} as const;
const sign = {
  kind: 'sign-on-site',
  title: 'Sign at the car park',
  url: 'https://dogbeaches.example/uploads/s-1200.jpg',
  published: null,
  seen: '2026-11-20',
  expires: null,
  says: null,
} as const;

const report = (overrides: Partial<QueueReport> = {}): QueueReport => ({
  id: 7,
  verdict: 'agrees',
  ruleIndex: 0,
  rule: SUMMER,
  ruleUnchanged: true,
  signSays: 'No dogs 1 May – 30 Sep',
  signLocation: 'the car park',
  photoVariants: [
    { width: 300, height: 225, webp: '/uploads/s-300.webp', jpeg: '/uploads/s-300.jpg' },
    { width: 1200, height: 900, webp: '/uploads/s-1200.webp', jpeg: '/uploads/s-1200.jpg' },
  ],
  photoTakenOn: '2026-11-20',
  reporterName: 'Petroc',
  status: 'open',
  createdAt: '2026-11-21T10:00:00.000Z',
  evidence: sign,
  ...overrides,
});

const croyde = (reports: QueueReport[]): QueueBeach => ({
  id: 3,
  name: 'Croyde Bay',
  slug: 'croyde-beach',
  dogRules: [
    {
      ...SUMMER,
      evidence: [{ ...sign, kind: 'press-report', title: 'North Devon Gazette', url: null, seen: null }],
    },
  ],
  unrestrictedEvidence: null,
  confidence: 'low',
  reports,
});

function queueApi(reports: QueueReport[]) {
  let beaches = reports.length ? [croyde(reports)] : [];
  const posted: { path: string; body: unknown }[] = [];
  server.use(
    http.get('/api/admin/dog-rule-reports', () =>
      HttpResponse.json({ beaches, total: beaches.flatMap((b) => b.reports).length }),
    ),
    http.post('/api/admin/dog-rule-reports/:id/:decision', async ({ request, params }) => {
      posted.push({ path: `${params.id}/${params.decision}`, body: await request.json() });
      beaches = [];
      return HttpResponse.json({
        id: Number(params.id),
        status: params.decision === 'dismiss' ? 'dismissed' : `${params.decision}ed`.replace('ee', 'e'),
        beach: { id: 3, name: 'Croyde Bay', confidence: 'high' },
      });
    }),
  );
  return posted;
}

describe('Verification', () => {
  it('shows each report beside the beach’s rules and their sources, and enlarges the photo', async () => {
    queueApi([report()]);
    const { user } = renderComponent(<VerificationTab />);
    const section = await screen.findByRole('region', { name: 'Croyde Bay' });
    const reports = within(section).getByRole('list', { name: 'Reports on Croyde Bay' });
    expect(reports).toHaveTextContent('Sign agrees with rule 1');
    expect(reports).toHaveTextContent('The sign says: No dogs 1 May – 30 Sep');
    expect(reports).toHaveTextContent('Photographed 20 Nov 2026 · by Petroc');
    const rules = within(section).getByRole('region', { name: 'Current rules of Croyde Bay' });
    expect(rules).toHaveTextContent('No dogs on the whole beach · 1 May to 30 Sep every year · All day');
    expect(rules).toHaveTextContent('Press report of an order: North Devon Gazette');
    expect(screen.getByText('1 waiting')).toBeInTheDocument();

    await user.click(
      within(reports).getByRole('button', { name: 'Enlarge the photo of the sign by Petroc' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'The sign at Croyde Bay, photographed by Petroc',
    });
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', '/uploads/s-1200.jpg');
  });

  it('confirms a report after asking, with a note, and says the new confidence', async () => {
    const posted = queueApi([report()]);
    const { user } = renderComponent(<VerificationTab />);
    await user.click(await screen.findByRole('button', { name: 'Confirm report by Petroc' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm report' });
    await user.click(within(dialog).getByLabelText('Note for the audit log (optional)'));
    await user.paste('Clear photo');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(/Croyde Bay is now high confidence/)).toBeInTheDocument();
    expect(posted).toEqual([{ path: '7/confirm', body: { note: 'Clear photo' } }]);
    expect(await screen.findByText('No reports waiting.')).toBeInTheDocument();
  });

  it('corrects the rules in the rule editor with the report’s source attached', async () => {
    const posted = queueApi([report({ verdict: 'differs', signSays: 'No dogs from Good Friday' })]);
    const { user } = renderComponent(<VerificationTab />);
    await user.click(
      await screen.findByRole('button', { name: 'Correct the rules from the report by Petroc' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Correct the rules: Croyde Bay' });
    const source = within(dialog).getByRole('group', { name: 'Rule 1, source 2' });
    expect(within(source).getByLabelText('Title')).toHaveValue('Sign at the car park');
    expect(within(source).getByLabelText('Read or seen on')).toHaveValue('2026-11-20');
    await user.clear(within(dialog).getByLabelText('From (MM-DD)'));
    await user.type(within(dialog).getByLabelText('From (MM-DD)'), '04-01');
    await user.click(within(dialog).getByRole('button', { name: 'Save correction' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    const body = posted[0]?.body as { dogRules: { period: unknown; evidence: unknown[] }[] };
    expect(posted[0]?.path).toBe('7/correct');
    expect(body.dogRules[0]?.period).toEqual({ from: '04-01', to: '09-30' });
    expect(body.dogRules[0]?.evidence).toHaveLength(2);
    expect(body.dogRules[0]?.evidence[1]).toEqual(sign);
    expect(await screen.findByText(/Rules corrected from the report/)).toBeInTheDocument();
  });

  it('offers no Confirm once the rule changed, and dismisses', async () => {
    const posted = queueApi([report({ ruleUnchanged: false })]);
    const { user } = renderComponent(<VerificationTab />);
    expect(await screen.findByRole('button', { name: 'Confirm report by Petroc' })).toBeDisabled();
    expect(
      screen.getByText('The rule changed since this report: correct or dismiss it.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dismiss report by Petroc' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Dismiss report' })).getByRole('button', {
        name: 'Dismiss',
      }),
    );
    await waitFor(() => expect(posted).toEqual([{ path: '7/dismiss', body: { note: null } }]));
  });

  it('says when no report is waiting, and shows the server’s message when loading fails', async () => {
    queueApi([]);
    const first = renderComponent(<VerificationTab />);
    expect(await screen.findByText('No reports waiting.')).toBeInTheDocument();
    first.unmount();
    server.use(
      http.get('/api/admin/dog-rule-reports', () =>
        HttpResponse.json(
          { error: { code: 'server_error', message: 'Database unavailable' } },
          { status: 503 },
        ),
      ),
    );
    renderComponent(<VerificationTab />);
    expect(await screen.findByText('Could not load reports')).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
  });
});
