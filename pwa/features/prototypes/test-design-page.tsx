// TEMPORARY scaffold: replaced by the real page in this work.
export default function TestDesignPage() {
  return <h1>TestDesignPage</h1>;
}
