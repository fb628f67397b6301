// TEMPORARY scaffold: replaced by the real page in this work.
export default function HomeTestPage() {
  return <h1>HomeTestPage</h1>;
}
