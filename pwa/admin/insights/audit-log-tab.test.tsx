import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderComponent } from '../../testing/render-component.tsx';
import { server } from '../../testing/server.ts';
import type { AuditEntry } from './audit-entry.tsx';
import AuditLogTab from './audit-log-tab.tsx';

const ENTRY: AuditEntry = {
  id: 9,
  adminUsername: 'alex',
  action: 'update',
  entity: 'beach',
  entityId: 12,
  summary: 'Updated Croyde Beach',
  changes: {
    accessType: { before: 'seasonal', after: 'year-round' },
    postcode: { before: null, after: 'EX33 1PA' },
  },
  createdAt: '2026-11-25T14:05:00.000Z',
};

describe('Audit log', () => {
  it('shows who changed what and when, and each changed field before and after', async () => {
    const asked: string[] = [];
    server.use(
      http.get('/api/admin/audit-log', ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json({ items: [ENTRY], total: 1, page: 1, pageSize: 25 });
      }),
    );
    const { user } = renderComponent(<AuditLogTab />);
    expect(await screen.findByText('Updated Croyde Beach')).toBeInTheDocument();
    expect(screen.getByText('Beach #12')).toBeInTheDocument();
    expect(screen.getByText('25 Nov 2026, 14:05').parentElement).toHaveTextContent(
      '25 Nov 2026, 14:05 by alex',
    );

    await user.click(screen.getByText('2 changed fields'));
    expect(screen.getByText('accessType:').parentElement).toHaveTextContent(
      'accessType: seasonal → changed to year-round',
    );
    expect(screen.getByText('postcode:').parentElement).toHaveTextContent(
      'postcode: (empty) → changed to EX33 1PA',
    );

    await user.selectOptions(screen.getByRole('combobox', { name: 'Show changes to' }), 'walking_route');
    await screen.findByText('Updated Croyde Beach');
    expect(asked.at(-1)).toBe('?entity=walking_route&page=1&pageSize=25');
  });

  it('names each kind of record in its own plural ("Beaches", not "Beachs"), every kind the log records', async () => {
    server.use(
      http.get('/api/admin/audit-log', () =>
        HttpResponse.json({ items: [], total: 0, page: 1, pageSize: 25 }),
      ),
    );
    renderComponent(<AuditLogTab />);
    const filter = screen.getByRole('combobox', { name: 'Show changes to' });
    expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Everything',
      'Beaches',
      'Beach photos',
      'Reviews',
      'Walking routes',
      'Community photos',
      'Contact messages',
      'Dog rule reports',
      'Scheduled jobs',
    ]);
  });

  it('says so when nothing has been changed yet', async () => {
    server.use(
      http.get('/api/admin/audit-log', () =>
        HttpResponse.json({ items: [], total: 0, page: 1, pageSize: 25 }),
      ),
    );
    renderComponent(<AuditLogTab />);
    expect(await screen.findByText('No admin changes recorded yet.')).toBeInTheDocument();
  });
});
