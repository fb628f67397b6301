// TEMPORARY scaffold: replaced by the real page in this work.
export default function BeachPage() {
  return <h1>BeachPage</h1>;
}
