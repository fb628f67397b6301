/** "Add a photo of the sign": the phone's camera first (capture environment), or a photo already taken. */
import { Button, Field, HStack, Input, Text } from '@chakra-ui/react';
import { useRef } from 'react';

export function SignPhotoField({
  label,
  photo,
  onChange,
  error,
}: {
  label: string;
  photo: File | null;
  onChange: (photo: File | null) => void;
  error: string | null;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <Field.Root invalid={error !== null}>
      <Field.Label fontWeight="semibold" color="gray.800">
        {label}
      </Field.Label>
      <Input
        ref={input}
        type="file"
        name="photo"
        accept="image/*"
        capture="environment"
        p="1.5"
        bg="white"
        onChange={(e) => onChange(e.target.files?.[0] ?? null)}
      />
      {photo && (
        <HStack gap="2" fontSize="sm">
          <Text color="gray.700" truncate>
            Chosen: {photo.name}
          </Text>
          <Button
            size="2xs"
            variant="ghost"
            colorPalette="sea"
            onClick={() => {
              onChange(null);
              if (input.current) input.current.value = '';
            }}
          >
            Remove
          </Button>
        </HStack>
      )}
      <Field.HelperText color="gray.600">
        We keep the day it was taken and remove its location before it is stored.
      </Field.HelperText>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
