// TEMPORARY scaffold: replaced by the real page in this work.
export default function BeachTestPage() {
  return <h1>BeachTestPage</h1>;
}
