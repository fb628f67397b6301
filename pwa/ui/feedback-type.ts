/**
 * How a feedback type reads wherever feedback is listed (the profile, spec §3, and a beach page):
 * the three submitted types plus the list types general/positive/negative/suggestion, and the
 * warning/info styles. One map, so a type reads the same on every screen.
 */
const TYPES: Record<string, { label: string; palette: string }> = {
  comment: { label: 'Comment', palette: 'sea' },
  general: { label: 'General', palette: 'gray' },
  positive: { label: 'Positive', palette: 'green' },
  negative: { label: 'Negative', palette: 'red' },
  suggestion: { label: 'Suggestion', palette: 'blue' },
  issue: { label: 'Issue', palette: 'orange' },
  warning: { label: 'Warning', palette: 'orange' },
  info: { label: 'Info', palette: 'cyan' },
};

export const feedbackTypeStyle = (type: string) =>
  TYPES[type] ?? { label: type.charAt(0).toUpperCase() + type.slice(1), palette: 'gray' };
