// TEMPORARY scaffold: replaced by the real page in this work.
export default function BlogPostPage() {
  return <h1>BlogPostPage</h1>;
}
