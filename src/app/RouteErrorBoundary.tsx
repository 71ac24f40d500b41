import { Component, type ReactNode } from 'react';
import { ErrorScreen } from '../shell/ErrorScreen';

interface RouteErrorBoundaryProps {
  /** Changing it (the path) clears a caught error, so navigating away recovers. */
  resetKey: string;
  children: ReactNode;
}

interface RouteErrorBoundaryState {
  error: unknown;
  resetKey: string;
}

/** Catches a failure anywhere in a route (a chunk that will not load, a page that throws) and shows the error screen. */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, RouteErrorBoundaryState> {
  override state: RouteErrorBoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<RouteErrorBoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(
    props: RouteErrorBoundaryProps,
    state: RouteErrorBoundaryState,
  ): Partial<RouteErrorBoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown): void {
    console.error(error);
  }

  override render(): ReactNode {
    return this.state.error === null ? this.props.children : <ErrorScreen error={this.state.error} />;
  }
}
