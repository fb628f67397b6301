/** A sign photo at full size (the queue shows a thumbnail): the largest stored width, closed with Esc. */
import { chakra } from '@chakra-ui/react';
import type { QueuePhotoVariant } from '../../../domain/admin/admin-dog-rule-reports.ts';
import { DialogFrame } from '../../ui/dialog-frame.tsx';

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
    <DialogFrame
      open={open}
      onClose={onClose}
      size={{ base: 'full', md: 'xl' }}
      title={alt}
      contentProps={{ bg: 'gray.900' }}
      titleProps={{ color: 'white' }}
      bodyProps={{ display: 'flex', justifyContent: 'center', pb: '6' }}
      closeButtonProps={{ color: 'white' }}
    >
      {big && (
        <chakra.picture>
          <source type="image/webp" srcSet={big.webp} />
          <chakra.img src={big.jpeg} alt={alt} maxH="80vh" maxW="full" objectFit="contain" rounded="md" />
        </chakra.picture>
      )}
    </DialogFrame>
  );
}
