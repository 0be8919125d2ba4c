import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';

interface BoundaryProps {
  /** A new value clears a caught error: moving to another page leaves the error page. */
  resetKey: string;
  fallback: (error: unknown) => ReactNode;
  children: ReactNode;
}

class ErrorBoundary extends Component<BoundaryProps, { error: unknown; caught: boolean; key: string }> {
  override state = { error: null as unknown, caught: false, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error, caught: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { key: string }) {
    return props.resetKey === state.key ? null : { error: null, caught: false, key: props.resetKey };
  }

  override render() {
    return this.state.caught ? this.props.fallback(this.state.error) : this.props.children;
  }
}

/**
 * What a data router's `errorElement` did, for the shell's plain router (ADR 002, round 5): an
 * error thrown while rendering a page shows `fallback` in its place, until the visitor moves on.
 */
export function RouteErrorBoundary({ fallback, children }: Omit<BoundaryProps, 'resetKey'>) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname} fallback={fallback}>
      {children}
    </ErrorBoundary>
  );
}
