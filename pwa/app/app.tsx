/**
 * The app shell. The public screens arrive with the public-app issue; until then the
 * shell shows what the directory holds, read from the API.
 */
import { useEffect, useState } from 'react';

interface Stats {
  totalBeaches: number;
  yearRoundBeaches: number;
  totalReviews: number;
  averageRating: number;
}

export function App() {
  const [stats, setStats] = useState<Stats | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    fetch('/api/stats', { credentials: 'include' })
      .then((res) => (res.ok ? res.json() : Promise.reject(new Error(String(res.status)))))
      .then(setStats, () => setFailed(true));
  }, []);
  return (
    <main
      style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 640, margin: '3rem auto', padding: '0 1rem' }}
    >
      <h1>Devon Dog Beaches</h1>
      <p>Find a beach where your dog is welcome.</p>
      {stats && (
        <p>
          {stats.totalBeaches} beaches, {stats.yearRoundBeaches} open to dogs all year.
        </p>
      )}
      {!stats && !failed && <p aria-live="polite">Loading…</p>}
      {failed && <p role="alert">Failed to fetch stats</p>}
    </main>
  );
}
