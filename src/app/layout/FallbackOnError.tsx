import { Component, type ReactNode } from 'react';

/** Shows `fallback` instead of `children` once they throw (a chunk that never loaded, offline). */
export class FallbackOnError extends Component<{ children: ReactNode; fallback: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
