/** Placeholder: this tab is being built (issue #13). */
export default function PhotoAdminTab() {
  return <p>Coming in this issue.</p>;
}
