import { Component, type ReactNode } from 'react';

interface BlockBoundaryProps {
  blockType: string;
  /** Logged with the block type when the block throws. */
  failureMessage: string;
  children: ReactNode;
}

/** Hides a block that throws while rendering, so one broken section never blanks its page. */
export class BlockBoundary extends Component<BlockBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(`${this.props.failureMessage}: ${this.props.blockType}`, error);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
