import { Button, Link, Text } from '@chakra-ui/react';
import type { ContactMessage } from '../../../domain/admin/admin-answers.ts';
import { formatLondonDateTime } from '../../../domain/common/format.ts';
import { DialogFrame } from '../../ui/dialog-frame.tsx';

export type { ContactMessage };

/** One item of GET /api/admin/contact-messages. */

/** A contact message opened to read in full, with Reply (their mail app) and Mark as unread. */
export function ContactMessageDialog({
  message,
  onMarkUnread,
  onClose,
}: {
  message: ContactMessage | null;
  onMarkUnread: (message: ContactMessage) => void;
  onClose: () => void;
}) {
  return (
    <DialogFrame
      open={message !== null}
      onClose={onClose}
      placement="center"
      scrollBehavior="inside"
      title={message?.subject}
      aside={
        message && (
          <Text fontSize="sm" color="gray.700">
            From {message.name} ({message.email}) · {formatLondonDateTime(message.createdAt)}
          </Text>
        )
      }
      contentProps={{ mx: '4', rounded: 'xl' }}
      footerProps={{ flexWrap: 'wrap' }}
      footer={
        message && (
          <>
            <Button variant="outline" onClick={() => onMarkUnread(message)}>
              Mark as unread
            </Button>
            <Button asChild colorPalette="sea">
              <Link href={`mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`}>
                Reply by email
              </Link>
            </Button>
          </>
        )
      }
    >
      {message && (
        <Text whiteSpace="pre-line" overflowWrap="anywhere">
          {message.message}
        </Text>
      )}
    </DialogFrame>
  );
}
