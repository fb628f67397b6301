// TEMPORARY scaffold: replaced by the real page in this work.
export default function ContactPage() {
  return <h1>ContactPage</h1>;
}
