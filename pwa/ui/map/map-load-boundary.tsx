/**
 * Keeps a map whose code could not be fetched (no signal before the service worker took over the
 * page, or a deploy that removed the chunk) from taking the whole page down: the page stays, and
 * the map's place says why it is missing, with a retry once there is a connection.
 */
import { Button, Center, Stack, Text } from '@chakra-ui/react';
import { Component, type ReactNode } from 'react';

interface Props {
  height: string;
  onRetry: () => void;
  children: ReactNode;
}

export class MapLoadBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  private retryWhenOnline = () => this.retry();

  componentDidUpdate(_: Props, previous: { failed: boolean }) {
    if (this.state.failed && !previous.failed)
      window.addEventListener('online', this.retryWhenOnline, { once: true });
  }

  componentWillUnmount() {
    window.removeEventListener('online', this.retryWhenOnline);
  }

  retry() {
    this.props.onRetry();
    this.setState({ failed: false });
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Center h={this.props.height} bg="sea.50" rounded="lg" p="6">
        <Stack gap="3" align="center" textAlign="center" maxW="sm">
          <Text color="gray.700">
            The map could not load{navigator.onLine ? '.' : ' with no signal.'} The beach details above still
            work.
          </Text>
          {navigator.onLine && (
            <Button size="sm" variant="outline" onClick={() => this.retry()}>
              Try the map again
            </Button>
          )}
        </Stack>
      </Center>
    );
  }
}
