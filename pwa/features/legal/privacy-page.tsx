// TEMPORARY scaffold: replaced by the real page in this work.
export default function PrivacyPage() {
  return <h1>PrivacyPage</h1>;
}
