/** Placeholder: this tab is being built (issue #13). */
export default function BeachManagementTab() {
  return <p>Coming in this issue.</p>;
}
