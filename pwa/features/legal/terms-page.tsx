// TEMPORARY scaffold: replaced by the real page in this work.
export default function TermsPage() {
  return <h1>TermsPage</h1>;
}
