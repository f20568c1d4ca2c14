import { Component, type ReactNode } from 'react';

interface ChunkLoadBoundaryProps {
  /** what shows once the chunk inside failed to load, with the retry that fetches it again */
  failed: (retry: () => void) => ReactNode;
  /** asks for the chunk again (and whatever else the retry needs) before the boundary shows its children again */
  onRetry: () => void;
  children: ReactNode;
}

/**
 * Catches a lazy chunk that could not be fetched (`preloadable` throws its failure to the nearest error boundary):
 * without one, React would unmount the whole element and the visitor would look at nothing.
 */
export class ChunkLoadBoundary extends Component<ChunkLoadBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  private readonly retry = () => {
    this.props.onRetry();
    this.setState({ failed: false });
  };

  override render(): ReactNode {
    return this.state.failed ? this.props.failed(this.retry) : this.props.children;
  }
}
