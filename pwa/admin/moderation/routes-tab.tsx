/** Placeholder: this tab is being built (issue #13). */
export default function RoutesTab() {
  return <p>Coming in this issue.</p>;
}
