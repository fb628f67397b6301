import { Button, chakra, Flex, Input } from '@chakra-ui/react';
import { useEffect, useId, useState } from 'react';

/**
 * A search field that submits on Enter or the Search button; blank or whitespace-only text
 * submits as "no search" (spec §5).
 */
export function SearchBox({
  initial = '',
  onSearch,
  size = 'md',
  label = 'Search beaches',
}: {
  initial?: string;
  onSearch: (text: string | undefined) => void;
  size?: 'md' | 'lg';
  label?: string;
}) {
  const [text, setText] = useState(initial);
  const id = useId();
  useEffect(() => setText(initial), [initial]);
  return (
    <chakra.form
      role="search"
      w="full"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(text.trim() || undefined);
      }}
    >
      <Flex gap="2">
        <chakra.label htmlFor={id} srOnly>
          {label}
        </chakra.label>
        <Input
          id={id}
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="Beach, town or area…"
          size={size}
          bg="white"
          maxLength={100}
          enterKeyHint="search"
        />
        <Button type="submit" colorPalette="sea" size={size}>
          Search
        </Button>
      </Flex>
    </chakra.form>
  );
}
