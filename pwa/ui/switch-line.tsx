/**
 * An on/off setting with its words beside it: a native checkbox with the switch role, drawn as a
 * switch. Native, so it needs no recipe in the slim theme (app/theme.ts) and the browser gives it
 * its keyboard, its focus and its label for free.
 */
import { chakra } from '@chakra-ui/react';
import { type ReactNode, useId } from 'react';

export function SwitchLine({
  checked,
  onChange,
  disabled = false,
  describedBy,
  children,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  describedBy?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <chakra.label
      htmlFor={id}
      display="flex"
      alignItems="center"
      gap="3"
      fontSize="sm"
      cursor={disabled ? 'not-allowed' : 'pointer'}
    >
      <chakra.input
        id={id}
        type="checkbox"
        role="switch"
        checked={checked}
        disabled={disabled}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.checked)}
        appearance="none"
        flexShrink={0}
        position="relative"
        w="10"
        h="6"
        m="0"
        rounded="full"
        bg="gray.500"
        cursor="inherit"
        transition="background 0.15s"
        _before={{
          content: '""',
          position: 'absolute',
          top: '2px',
          left: '2px',
          boxSize: '5',
          rounded: 'full',
          bg: 'white',
          shadow: 'sm',
          transition: 'transform 0.15s',
        }}
        _checked={{ bg: 'sea.600', _before: { transform: 'translateX(16px)' } }}
        _disabled={{ opacity: 0.5 }}
      />
      <chakra.span color="gray.800">{children}</chakra.span>
    </chakra.label>
  );
}
