// TEMPORARY scaffold: replaced by the real page in this work.
export default function SafetyGuidePage() {
  return <h1>SafetyGuidePage</h1>;
}
