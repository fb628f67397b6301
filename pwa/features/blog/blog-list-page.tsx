// TEMPORARY scaffold: replaced by the real page in this work.
export default function BlogListPage() {
  return <h1>BlogListPage</h1>;
}
