/**
 * The admin area (issue #13), the /admin/* route's module: loaded only when an admin path is
 * opened, with its own layout. /admin/login signs in; /admin and /admin/dashboard are the
 * dashboard, for a signed-in admin only.
 */
import { Navigate, Route, Routes } from 'react-router';
import { AdminDashboard } from './admin-dashboard.tsx';
import { AdminOnly } from './admin-guard.tsx';
import { AdminLayout } from './admin-layout.tsx';
import { AdminLoginPage } from './admin-login-page.tsx';

const dashboard = (
  <AdminOnly>
    <AdminDashboard />
  </AdminOnly>
);

export default function AdminApp() {
  return (
    <AdminLayout>
      <Routes>
        <Route path="login" element={<AdminLoginPage />} />
        <Route index element={dashboard} />
        <Route path="dashboard" element={dashboard} />
        <Route path="*" element={<Navigate to="/admin" replace />} />
      </Routes>
    </AdminLayout>
  );
}
