/**
 * The frame every dialog is drawn in: the backdrop, the box, its title (with a line read out under
 * it, or one that is only shown), the body, an optional footer of actions, and the × that closes
 * it. What differs between dialogs (size, placement, where focus starts and returns, role) is
 * Chakra's own Dialog.Root props, passed through; the parts take their own props for spacing.
 */
import { CloseButton, type CloseButtonProps, Dialog, Portal, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface DialogFrameProps extends Omit<Dialog.RootProps, 'children'> {
  title: ReactNode;
  /** Under the title, and read out with it (the dialog's description). */
  description?: ReactNode;
  /** Under the title, shown but not read out as the description (a message's sender and date). */
  aside?: ReactNode;
  /** What opens the dialog, for a dialog that keeps its own open state. */
  trigger?: ReactNode;
  children: ReactNode;
  /** The actions along the bottom. */
  footer?: ReactNode;
  /** Called whenever the dialog asks to close: Esc, the ×, the backdrop, an action trigger. */
  onClose?: () => void;
  /** False when the footer has its own Close button and the × would say it twice. */
  closeButton?: boolean;
  contentProps?: Dialog.ContentProps;
  headerProps?: Dialog.HeaderProps;
  titleProps?: Dialog.TitleProps;
  descriptionProps?: Dialog.DescriptionProps;
  bodyProps?: Dialog.BodyProps;
  footerProps?: Dialog.FooterProps;
  closeButtonProps?: CloseButtonProps;
}

export function DialogFrame({
  title,
  description,
  aside,
  trigger,
  children,
  footer,
  onClose,
  closeButton = true,
  contentProps,
  headerProps,
  titleProps,
  descriptionProps,
  bodyProps,
  footerProps,
  closeButtonProps,
  onOpenChange,
  ...rootProps
}: DialogFrameProps) {
  const heading = <Dialog.Title {...titleProps}>{title}</Dialog.Title>;
  return (
    <Dialog.Root
      {...rootProps}
      onOpenChange={(details) => {
        onOpenChange?.(details);
        if (!details.open) onClose?.();
      }}
    >
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content {...contentProps}>
            <Dialog.Header {...headerProps}>
              {description || aside ? (
                <Stack gap="1">
                  {heading}
                  {description && (
                    <Dialog.Description color="gray.700" {...descriptionProps}>
                      {description}
                    </Dialog.Description>
                  )}
                  {aside}
                </Stack>
              ) : (
                heading
              )}
            </Dialog.Header>
            <Dialog.Body {...bodyProps}>{children}</Dialog.Body>
            {footer && <Dialog.Footer {...footerProps}>{footer}</Dialog.Footer>}
            {closeButton && (
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close" {...closeButtonProps} />
              </Dialog.CloseTrigger>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
