// TEMPORARY scaffold: replaced by the real page in this work.
export default function HomePage() {
  return <h1>HomePage</h1>;
}
