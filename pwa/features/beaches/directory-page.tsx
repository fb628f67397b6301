// TEMPORARY scaffold: replaced by the real page in this work.
export default function DirectoryPage() {
  return <h1>DirectoryPage</h1>;
}
