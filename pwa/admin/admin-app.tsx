/** The admin area's entry (issue #13): built in pwa/admin/. */
export default function AdminApp() {
  return <main>Admin area</main>;
}
