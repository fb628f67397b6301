import { Center, Spinner } from '@chakra-ui/react';

/** A page still loading (its code, or who is signed in): the one spinner pages show meanwhile. */
export function PageLoading() {
  return (
    <Center py="24">
      <Spinner size="lg" color="sea.600" role="status" aria-label="Loading" />
    </Center>
  );
}
