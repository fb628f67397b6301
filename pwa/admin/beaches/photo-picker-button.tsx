/** A button that opens the file picker for one image (the input itself stays out of sight and out of the tab order). */
import { Button, type ButtonProps, chakra } from '@chakra-ui/react';
import { useRef } from 'react';

export function PhotoPickerButton({
  label,
  onFile,
  children,
  ...button
}: Omit<ButtonProps, 'onClick'> & { label: string; onFile: (file: File) => void }) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <chakra.input
        ref={input}
        type="file"
        accept="image/*"
        display="none"
        tabIndex={-1}
        aria-label={label}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) onFile(file);
        }}
      />
      <Button {...button} aria-label={label} onClick={() => input.current?.click()}>
        {children}
      </Button>
    </>
  );
}
