/**
 * Contact inbox (issue #13): the messages from the contact page, unread in bold with their count;
 * opening one marks it read, and it can be marked unread again.
 */
import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { formatLondonDateTime } from '../../../domain/common/format.ts';
import { CONTACT_LIST } from '../api/admin-lists.ts';
import { useFilteredAdminPage } from '../api/get-admin-page.ts';
import { useMarkContactMessage } from '../api/mark-contact-message.ts';
import { type ContactMessage, ContactMessageDialog } from './contact-message-dialog.tsx';
import { FilterSelect } from './filter-select.tsx';
import { PagedList } from './paged-list.tsx';
import { TabHeader } from './tab-header.tsx';

const PAGE_SIZE = 25;
const STATUSES = [
  ['all', 'All messages'],
  ['unread', 'Unread'],
  ['read', 'Read'],
] as const;
type Status = (typeof STATUSES)[number][0];

export default function ContactTab() {
  const [open, setOpen] = useState<ContactMessage | null>(null);
  const {
    query: messages,
    filters,
    setFilter,
    setPage,
  } = useFilteredAdminPage(CONTACT_LIST, { status: 'all' as Status }, PAGE_SIZE);
  const unread = messages.data?.unread;
  const mark = useMarkContactMessage();
  const openMessage = (message: ContactMessage) => {
    setOpen(message);
    if (!message.isRead) mark.mutate({ message, read: true });
  };

  return (
    <Stack gap="4">
      <TabHeader
        title="Contact Inbox"
        badge={
          unread !== undefined && (
            <Badge bg={unread > 0 ? 'sea.700' : 'gray.600'} color="white" size="md">
              {unread} unread
            </Badge>
          )
        }
        description="Messages sent from the contact page. Open one to read it; it is then marked read."
      >
        <FilterSelect
          label="Show messages"
          value={filters.status}
          options={STATUSES}
          onChange={(next) => setFilter('status', next)}
        />
      </TabHeader>
      <PagedList
        query={messages}
        label="Messages"
        what="messages"
        empty="No messages here."
        onPage={setPage}
        renderItem={(message) => (
          <Box as="li" key={message.id}>
            <Box
              as="button"
              onClick={() => openMessage(message)}
              w="full"
              textAlign="start"
              bg={message.isRead ? 'white' : 'sea.50'}
              borderWidth="1px"
              borderColor={message.isRead ? 'gray.200' : 'sea.300'}
              borderInlineStartWidth="4px"
              borderInlineStartColor={message.isRead ? 'gray.200' : 'sea.600'}
              rounded="lg"
              p="3"
              cursor="pointer"
              _hover={{ bg: 'sand.100' }}
            >
              <HStack justify="space-between" gap="2" wrap="wrap">
                <Text fontWeight={message.isRead ? 'normal' : 'bold'}>
                  {!message.isRead && (
                    <>
                      <Box as="span" srOnly>
                        Unread:
                      </Box>{' '}
                    </>
                  )}
                  {message.subject}
                </Text>
                <Text fontSize="sm" color="gray.700">
                  {formatLondonDateTime(message.createdAt)}
                </Text>
              </HStack>
              <Text fontSize="sm" color="gray.700" fontWeight={message.isRead ? 'normal' : 'semibold'}>
                {message.name} · {message.email}
              </Text>
              <Text fontSize="sm" color="gray.800" lineClamp={1}>
                {message.message}
              </Text>
            </Box>
          </Box>
        )}
      />
      <ContactMessageDialog
        message={open}
        onClose={() => setOpen(null)}
        onMarkUnread={(message) => {
          setOpen(null);
          mark.mutate({ message, read: false });
        }}
      />
    </Stack>
  );
}
