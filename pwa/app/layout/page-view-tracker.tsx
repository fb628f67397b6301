import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { trackPageView } from '../../data/http/analytics.ts';

/** Reports every route change as a page view (spec §2: the page-change tracker). */
export function PageViewTracker() {
  const { pathname } = useLocation();
  useEffect(() => {
    trackPageView(pathname);
  }, [pathname]);
  return null;
}
