/** Placeholder: this tab is being built (issue #13). */
export default function AuditLogTab() {
  return <p>Coming in this issue.</p>;
}
