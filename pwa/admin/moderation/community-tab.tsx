/** Placeholder: this tab is being built (issue #13). */
export default function CommunityTab() {
  return <p>Coming in this issue.</p>;
}
