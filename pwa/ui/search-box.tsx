import { Button, chakra, Flex, Input } from '@chakra-ui/react';
import { useEffect, useId, useState } from 'react';

/**
 * A search field that submits on Enter or the Search button; blank or whitespace-only text
 * submits as "no search" (spec §5).
 *
 * With `action`, it is also a plain form (`GET action?search=…`, with `keep` as hidden fields):
 * on a page rendered on the server, someone who searches before the page's script has taken over
 * (a slow phone) still gets their results, rather than losing what they typed.
 */
export function SearchBox({
  initial = '',
  onSearch,
  size = 'md',
  label = 'Search beaches',
  action,
  keep = [],
}: {
  initial?: string;
  onSearch: (text: string | undefined) => void;
  size?: 'md' | 'lg';
  label?: string;
  action?: string;
  keep?: [name: string, value: string][];
}) {
  const [text, setText] = useState(initial);
  const id = useId();
  useEffect(() => setText(initial), [initial]);
  return (
    <chakra.form
      role="search"
      w="full"
      action={action}
      method={action ? 'get' : undefined}
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(text.trim() || undefined);
      }}
    >
      {keep.map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
      <Flex gap="2">
        <chakra.label htmlFor={id} srOnly>
          {label}
        </chakra.label>
        <Input
          id={id}
          type="search"
          name={action ? 'search' : undefined}
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
