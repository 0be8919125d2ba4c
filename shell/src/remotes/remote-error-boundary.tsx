import { Component, type ErrorInfo, type ReactNode } from 'react';

export type RemoteErrorBoundaryProps = {
  onError: (error: unknown) => void;
  children: ReactNode;
};

type RemoteErrorBoundaryState = { failed: boolean };

/** The render layer of failure handling: a throw around a remote's parcel stays in its slot. */
export class RemoteErrorBoundary extends Component<RemoteErrorBoundaryProps, RemoteErrorBoundaryState> {
  override state: RemoteErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): RemoteErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo): void {
    this.props.onError(error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
