import { Component, type ReactNode } from 'react';

/** Shows `fallback` instead of a part of the page that failed to load (e.g. the PayPal SDK's chunk). */
export class FallbackBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
