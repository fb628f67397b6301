// TEMPORARY scaffold: replaced by the real page in this work.
export default function WaterQualityPage() {
  return <h1>WaterQualityPage</h1>;
}
