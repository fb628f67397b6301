/**
 * What the "Near me" sort says about the phone's position: that it is being found, why it
 * could not be, or (on an address with `sortBy=near` opened afresh) a button to share it, so
 * the browser asks only when the visitor taps.
 */
import { Alert, Button } from '@chakra-ui/react';
import type { DevicePosition } from './device-position.ts';

export function NearMeNotice({
  position,
  sortedByDistance,
  onAsk,
}: {
  position: DevicePosition;
  sortedByDistance: boolean;
  onAsk: () => void;
}) {
  if (position.kind === 'asking') {
    return (
      <Alert.Root status="info" role="status">
        <Alert.Indicator />
        <Alert.Title>Finding your position…</Alert.Title>
      </Alert.Root>
    );
  }
  if (position.kind === 'failed') {
    return (
      <Alert.Root status="warning" role="alert">
        <Alert.Indicator />
        <Alert.Title>{position.message}</Alert.Title>
      </Alert.Root>
    );
  }
  if (!sortedByDistance || position.kind === 'known') return null;
  return (
    <Alert.Root status="info">
      <Alert.Indicator />
      <Alert.Title>
        Sorting by distance needs your location. Until then beaches are listed by name.
      </Alert.Title>
      <Button size="sm" ml="auto" colorPalette="sea" onClick={onAsk}>
        Use my location
      </Button>
    </Alert.Root>
  );
}
