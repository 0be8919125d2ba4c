import { Component, type ReactNode } from 'react';

type WidgetBoundaryProps = { name: string; children: ReactNode };

/**
 * A widget that throws (a bad answer, a vendor script) disappears alone: the page around it and
 * the other widgets keep working (DESIGN.md §2 "failure stays local").
 */
export class WidgetBoundary extends Component<WidgetBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.warn(`[chokdee] widget "${this.props.name}" failed`, error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
