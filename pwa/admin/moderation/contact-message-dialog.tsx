import { Button, CloseButton, Dialog, Link, Portal, Text } from '@chakra-ui/react';
import type { ContactMessage } from '../../../domain/admin/admin-answers.ts';
import { formatLondonDateTime } from '../insights/london-time.ts';

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
    <Dialog.Root
      open={message !== null}
      onOpenChange={(e) => !e.open && onClose()}
      placement="center"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4" rounded="xl">
            {message && (
              <>
                <Dialog.Header flexDirection="column" alignItems="flex-start" gap="1">
                  <Dialog.Title>{message.subject}</Dialog.Title>
                  <Text fontSize="sm" color="gray.700">
                    From {message.name} ({message.email}) · {formatLondonDateTime(message.createdAt)}
                  </Text>
                </Dialog.Header>
                <Dialog.Body>
                  <Text whiteSpace="pre-line" overflowWrap="anywhere">
                    {message.message}
                  </Text>
                </Dialog.Body>
                <Dialog.Footer flexWrap="wrap">
                  <Button variant="outline" onClick={() => onMarkUnread(message)}>
                    Mark as unread
                  </Button>
                  <Button asChild colorPalette="sea">
                    <Link
                      href={`mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`}
                    >
                      Reply by email
                    </Link>
                  </Button>
                </Dialog.Footer>
              </>
            )}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
