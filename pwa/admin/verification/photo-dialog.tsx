/** A sign photo at full size (the queue shows a thumbnail): the largest stored width, closed with Esc. */
import { CloseButton, chakra, Dialog, Portal } from '@chakra-ui/react';
import type { QueuePhotoVariant } from '../../../domain/admin/admin-dog-rule-reports.ts';

export const largest = (variants: readonly QueuePhotoVariant[]) =>
  [...variants].sort((a, b) => b.width - a.width)[0];

export function PhotoDialog({
  variants,
  alt,
  open,
  onClose,
}: {
  variants: QueuePhotoVariant[];
  alt: string;
  open: boolean;
  onClose: () => void;
}) {
  const big = largest(variants);
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} size={{ base: 'full', md: 'xl' }}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content bg="gray.900">
            <Dialog.Header>
              <Dialog.Title color="white">{alt}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body display="flex" justifyContent="center" pb="6">
              {big && (
                <chakra.picture>
                  <source type="image/webp" srcSet={big.webp} />
                  <chakra.img
                    src={big.jpeg}
                    alt={alt}
                    maxH="80vh"
                    maxW="full"
                    objectFit="contain"
                    rounded="md"
                  />
                </chakra.picture>
              )}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" color="white" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
