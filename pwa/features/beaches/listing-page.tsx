// TEMPORARY scaffold: replaced by the real page in this work.
export default function ListingPage() {
  return <h1>ListingPage</h1>;
}
