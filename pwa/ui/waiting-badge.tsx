/** Marks something the user made that is still on the phone, waiting to be sent. */
import { Badge } from '@chakra-ui/react';

export function WaitingBadge({ children = 'Waiting to send' }: { children?: string }) {
  return (
    <Badge colorPalette="orange" variant="subtle" gap="1.5">
      <svg
        aria-hidden="true"
        width="12"
        height="12"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
      >
        <circle cx="12" cy="12" r="9" />
        <path d="M12 7v5l3 2" strokeLinecap="round" />
      </svg>
      {children}
    </Badge>
  );
}
