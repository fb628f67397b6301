import { Box, Button, Input, type InputProps } from '@chakra-ui/react';
import { useState } from 'react';

/** A password box with a Show/Hide switch, so people on phones can check what they typed. */
export function PasswordInput(props: Omit<InputProps, 'type'>) {
  const [visible, setVisible] = useState(false);
  return (
    <Box position="relative" w="full">
      <Input {...props} type={visible ? 'text' : 'password'} pe="16" bg="white" />
      <Button
        type="button"
        variant="ghost"
        size="xs"
        position="absolute"
        top="50%"
        right="1.5"
        transform="translateY(-50%)"
        color="sea.700"
        aria-label={visible ? 'Hide password' : 'Show password'}
        aria-pressed={visible}
        onClick={() => setVisible((v) => !v)}
        zIndex="1"
      >
        {visible ? 'Hide' : 'Show'}
      </Button>
    </Box>
  );
}
